import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';

export const MaintenancePage = () => (
  <Stack align="center" gap="md" py={64} ta="center">
    <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
      <IconTool size={40} />
    </ThemeIcon>
    <Title order={1}>Ведутся технические работы</Title>
    <Text c="dimmed" maw={480}>
      Сайт временно недоступен. Мы скоро вернёмся — попробуйте открыть страницу чуть позже.
    </Text>
  </Stack>
);
