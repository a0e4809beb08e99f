import { useState } from 'react';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { AuditRecordView } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { JobProgress } from '../kit/job-progress';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useAudit } from './api/get-audit';
import { useUndoAuditRecord } from './api/undo-audit-record';

/** A record's state: applied, undone (when), or the undoing of another record. */
export const auditState = (record: AuditRecordView): { text: string; color: string } =>
  record.undoOfId !== null
    ? { text: `Отмена записи № ${record.undoOfId}`, color: 'gray' }
    : record.undoneOn
      ? { text: `Отменено ${formatDate(record.undoneOn)}`, color: 'yellow' }
      : { text: 'Применено', color: 'green' };

/** The audit (issue 14): every clean-up, merge and correction, newest first, each with its undo. */
export const AuditList = () => {
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const list = useAudit({ page, size });
  const [undoing, setUndoing] = useState<AuditRecordView | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const undo = useUndoAuditRecord({
    onSuccess: (report) => {
      setUndoing(null);
      setJobId(report.recalculationJobId);
      toast.success('Успешно', report.message);
    },
    onError: (error) => {
      setUndoing(null);
      toast.error('Ошибка', errorText(error, 'Не удалось отменить'));
    },
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="audit-title">
      <Title order={2} size="h4" id="audit-title">
        Журнал изменений
      </Title>
      <JobProgress jobId={jobId} label="Пересчет затронутых сезонов" />
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет записей" />
      ) : (
        <>
          <CabinetTable minWidth={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>№</Table.Th>
                <Table.Th>Когда</Table.Th>
                <Table.Th>Что сделано</Table.Th>
                <Table.Th>Кто</Table.Th>
                <Table.Th>Участников</Table.Th>
                <Table.Th>Сезоны</Table.Th>
                <Table.Th>Состояние</Table.Th>
                <Table.Th>Действия</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((record) => {
                const state = auditState(record);
                return (
                  <Table.Tr key={record.id}>
                    <Table.Td>{record.id}</Table.Td>
                    <Table.Td>{formatDate(record.createdOn)}</Table.Td>
                    <Table.Td>{record.summary}</Table.Td>
                    <Table.Td>{record.userName}</Table.Td>
                    <Table.Td>{record.affectedCount}</Table.Td>
                    <Table.Td>{record.seasons.length > 0 ? record.seasons.join(', ') : '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={state.color} variant="light">
                        {state.text}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {record.canUndo ? (
                        <RowAction
                          label="Отменить"
                          icon={<IconArrowBackUp size={18} aria-hidden="true" />}
                          onClick={() => setUndoing(record)}
                        />
                      ) : (
                        <Text span c="dimmed" size="sm">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </CabinetTable>
          <Pager
            page={page}
            size={size}
            totalCount={list.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      <ConfirmDialog
        opened={undoing !== null}
        title="Отменить изменение?"
        confirmLabel="Отменить изменение"
        cancelLabel="Оставить"
        loading={undo.isPending}
        onConfirm={() => undoing && undo.mutate(undoing.id)}
        onClose={() => setUndoing(null)}
      >
        {undoing
          ? `«${undoing.summary}» (запись № ${undoing.id}): затронутые строки вернутся к тому, что было до изменения; рейтинг затронутых сезонов пересчитается.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
};
