import { Group, Switch, Table, Text } from '@mantine/core';
import {
  DIFF_CHANGE_LABELS,
  DIFF_FIELD_LABELS,
  type DiffCounts,
  type DiffRow,
  type DiffSide,
} from '@velo/contracts';
import { useState } from 'react';
import { formatPoints } from '@/components/format';
import { CabinetTable } from '../kit/cabinet-table';
import { StatusBadge } from '../kit/status-badge';

const COLORS = { added: 'green', removed: 'red', changed: 'yellow', same: 'gray' } as const;

/** «2 место · 2:10:30 · 85,5 очка»; «DNF»; «—» for no row. */
export const sideText = (side: DiffSide | null): string =>
  side === null
    ? '—'
    : [
        side.status === 'F' ? (side.place === null ? 'без места' : `${side.place} место`) : side.status,
        side.resultTime,
        `${formatPoints(side.points)} очк.`,
      ]
        .filter(Boolean)
        .join(' · ');

/** «добавлено 1 · убрано 1 · изменено 2 · без изменений 1». */
export const countsText = (counts: DiffCounts) =>
  `добавлено ${counts.added} · убрано ${counts.removed} · изменено ${counts.changed} · без изменений ${counts.same}`;

/**
 * The diff of a protocol's results (issue 38): each rider added, removed or changed, before and after
 * with what changed (place, time, status, points after recalculation…); by default only the changes.
 */
export const DiffTable = ({ rows, counts }: { rows: readonly DiffRow[]; counts: DiffCounts }) => {
  const [changesOnly, setChangesOnly] = useState(true);
  const shown = changesOnly ? rows.filter((row) => row.change !== 'same') : rows;
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text size="sm">{countsText(counts)}</Text>
        <Switch
          label="Только изменения"
          checked={changesOnly}
          onChange={(event) => setChangesOnly(event.currentTarget.checked)}
        />
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Результаты не изменились
        </Text>
      ) : (
        <CabinetTable minWidth={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Участник</Table.Th>
              <Table.Th>Изменение</Table.Th>
              <Table.Th>Было</Table.Th>
              <Table.Th>Стало</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.key} data-change={row.change}>
                <Table.Td>
                  {row.lastName} {row.firstName}
                  {row.yearOfBirth ? `, ${row.yearOfBirth}` : ''}
                </Table.Td>
                <Table.Td>
                  <StatusBadge size="sm" color={COLORS[row.change]}>
                    {DIFF_CHANGE_LABELS[row.change]}
                  </StatusBadge>
                  {row.changedFields.length ? (
                    <Text size="xs" c="dimmed">
                      {row.changedFields.map((field) => DIFF_FIELD_LABELS[field]).join(', ')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{sideText(row.before)}</Table.Td>
                <Table.Td>{sideText(row.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CabinetTable>
      )}
    </div>
  );
};
