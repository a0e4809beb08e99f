import { Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An empty list: the spec's sentence, and an optional second line. */
export const EmptyState = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Stack align="center" gap={6} py="xl" px="md" ta="center" role="status">
    <IconMoodEmpty size={36} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden="true" />
    <Text fw={600}>{title}</Text>
    {children ? (
      <Text size="sm" c="dimmed" maw={520}>
        {children}
      </Text>
    ) : null}
  </Stack>
);

/** A failed load: a sentence, never a raw error. */
export const LoadError = ({ message }: { message?: string | null }) => (
  <Stack align="center" gap={4} py="lg" ta="center" role="alert">
    <Text fw={600}>Не удалось загрузить данные</Text>
    <Text size="sm" c="dimmed">
      {message || 'Попробуйте обновить страницу немного позже.'}
    </Text>
  </Stack>
);
