import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CLEANUP_ACTIONS } from '@velo/contracts';
import { AuditList } from './audit-list';
import { CleanupCard } from './cleanup-card';
import { ClubMergeCard } from './club-merge-card';

/**
 * Data clean-ups (issue 14, part 2 §7.7): a card per clean-up with its dry run and application,
 * and the audit with undo below.
 */
export const CleanupsView = () => (
  <Stack gap="xl">
    <Stack gap="sm" component="section" aria-labelledby="cleanups-title">
      <Title order={3} size="h4" id="cleanups-title">
        Очистки
      </Title>
      <Text size="sm" c="dimmed">
        Каждая очистка сначала показывает, что изменит («Проверить»), и применяется только после
        подтверждения. Все применения записываются в журнал и могут быть отменены.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {CLEANUP_ACTIONS.map((action) => (
          <CleanupCard key={action} action={action} />
        ))}
        <ClubMergeCard />
      </SimpleGrid>
    </Stack>
    <AuditList />
  </Stack>
);
