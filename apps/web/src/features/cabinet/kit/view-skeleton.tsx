import { Skeleton, Stack } from '@mantine/core';

/** A list's place while its code or first page loads. */
export const ViewSkeleton = () => (
  <Stack gap="xs" aria-busy="true" aria-label="Загрузка">
    <Skeleton height={36} />
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} height={44} />
    ))}
  </Stack>
);
