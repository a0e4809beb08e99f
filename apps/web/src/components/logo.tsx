import { Group, Text } from '@mantine/core';

/** The portal's mark: a bicycle in an orange square, and the name. */
export const Logo = ({ nameClassName }: { nameClassName?: string }) => (
  <Group gap={8} wrap="nowrap">
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-accent-8)" />
      <circle cx="20" cy="40" r="10" fill="none" stroke="#fff" strokeWidth="4" />
      <circle cx="44" cy="40" r="10" fill="none" stroke="#fff" strokeWidth="4" />
      <path
        d="M20 40 30 24h12l2 16M30 24l-4-6h-6"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
    <Text fw={800} fz="lg" c="dark.8" className={nameClassName}>
      ВелоРейтинг
    </Text>
  </Group>
);
