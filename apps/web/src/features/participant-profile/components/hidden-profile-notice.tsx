import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { PRIVACY_TEXTS } from '@velo/contracts/constants';

/** What everyone but the owner and administrators sees of a hidden profile (issue 34). */
export const HiddenProfileNotice = ({ initials }: { initials: string }) => (
  <Paper component="section" aria-labelledby="hidden-title">
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <IconEyeOff size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden="true" />
      <Title order={1} size="h3" id="hidden-title">
        {PRIVACY_TEXTS.hiddenNotice}
      </Title>
      {initials ? <Text fw={500}>{initials}</Text> : null}
      <Text size="sm" c="dimmed" maw={520}>
        {PRIVACY_TEXTS.hiddenNoticeDetail}
      </Text>
    </Stack>
  </Paper>
);
