import { useState } from 'react';
import { Button, List, Stack, Table, Text } from '@mantine/core';
import type { CleanupItem, CleanupReport } from '@velo/contracts';
import { plural } from '@/components/format';
import { CabinetTable } from '../kit/cabinet-table';
import { WarningAlert } from '@/components/warning-alert';

const RIDERS = ['участник', 'участника', 'участников'] as const;

/** Rows shown at first, and added by 'Показать еще' (the answer lists up to a thousand). */
const ROWS_STEP = 100;

/** The counts of a clean-up that are not zero, as read: 'объединено участников: 3, перенесено результатов: 12'. */
export const countsText = (counts: CleanupReport['counts']): string =>
  [
    ['изменено участников', counts.participantsUpdated],
    ['объединено участников', counts.participantsMerged],
    ['удалено участников', counts.participantsDeleted],
    ['перенесено результатов', counts.resultsMoved],
    ['перенесено избранного', counts.favoritesMoved],
    ['перенесено учетных записей', counts.userLinksMoved],
    ['перенесено уведомлений', counts.notificationsMoved],
    ['перенесено поправок рейтинга', counts.ratingAdjustmentsMoved],
  ]
    .filter(([, count]) => (count as number) > 0)
    .map(([label, count]) => `${label}: ${count}`)
    .join(', ');

/** What happens to one rider, in a line. */
export const itemChange = (item: CleanupItem): string => {
  const fields = item.changes.map((c) => `${c.label}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');
  switch (item.kind) {
    case 'merge':
      return [
        `объединяется с «${item.keptParticipantName ?? item.keptParticipantId}» (№ ${item.keptParticipantId})`,
        item.resultsCount > 0 ? `результатов: ${item.resultsCount}` : null,
        fields || null,
      ]
        .filter(Boolean)
        .join('; ');
    case 'delete':
      return 'удаляется';
    case 'update':
      return fields;
  }
};

/** A clean-up's answer, dry run or applied: how many riders, the counts, the list and what is left alone. */
export const CleanupReportView = ({ report }: { report: CleanupReport }) => {
  const [shown, setShown] = useState(ROWS_STEP);
  if (report.affectedCount === 0 && report.skipped.length === 0)
    return <Text>Изменять нечего: данные уже в порядке.</Text>;
  return (
    <Stack gap="sm">
      <Text fw={500}>
        {report.dryRun ? 'Будет затронуто' : 'Затронуто'}: {report.affectedCount}{' '}
        {plural(report.affectedCount, RIDERS)}
      </Text>
      {countsText(report.counts) ? (
        <Text size="sm" c="dimmed">
          {countsText(report.counts)}
        </Text>
      ) : null}
      {report.items.length > 0 ? (
        <CabinetTable minWidth={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Участник</Table.Th>
              <Table.Th>Год рождения</Table.Th>
              <Table.Th>Что изменится</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.items.slice(0, shown).map((item) => (
              <Table.Tr key={`${item.kind}-${item.participantId}`}>
                <Table.Td>
                  {item.participantName}{' '}
                  <Text span c="dimmed" size="sm">
                    № {item.participantId}
                  </Text>
                </Table.Td>
                <Table.Td>{item.yearOfBirth ?? '—'}</Table.Td>
                <Table.Td>{itemChange(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CabinetTable>
      ) : null}
      {report.items.length > shown ? (
        <Button
          variant="subtle"
          onClick={() => setShown((n) => n + ROWS_STEP)}
          style={{ alignSelf: 'flex-start' }}
        >
          Показать еще {Math.min(ROWS_STEP, report.items.length - shown)} из {report.items.length - shown}
        </Button>
      ) : null}
      {report.itemsTruncated ? (
        <Text size="sm" c="dimmed">
          Показаны первые {report.items.length}; полный список будет в журнале.
        </Text>
      ) : null}
      {report.skipped.length > 0 ? (
        <WarningAlert title="Оставлены без изменений">
          <List size="sm">
            {report.skipped.map((skip) => (
              <List.Item key={`${skip.reason}-${skip.participantIds.join('-')}`}>
                № {skip.participantIds.join(', № ')}: {skip.reason}
              </List.Item>
            ))}
          </List>
        </WarningAlert>
      ) : null}
    </Stack>
  );
};
