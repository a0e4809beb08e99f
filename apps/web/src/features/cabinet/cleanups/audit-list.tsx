import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { AuditRecordView } from '@velo/contracts';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { JobProgress } from '../kit/job-progress';
import { RowAction } from '../kit/row-action';
import { StatusBadge } from '../kit/status-badge';
import { useCabinetList } from '../kit/use-cabinet-list';
import { auditList } from './api/get-audit';
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
  const list = useCabinetList(auditList);
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
      <Title order={3} size="h4" id="audit-title">
        Журнал изменений
      </Title>
      <CabinetList
        state={list}
        between={<JobProgress jobId={jobId} label="Пересчет затронутых сезонов" />}
        empty="Нет записей"
        minWidth={760}
        rowKey={(record) => record.id}
        columns={[
          { key: 'id', header: '№', cell: (record: AuditRecordView) => record.id },
          { key: 'created', header: 'Когда', cell: (record) => formatDate(record.createdOn) },
          { key: 'summary', header: 'Что сделано', card: 'title', cell: (record) => record.summary },
          { key: 'user', header: 'Кто', cell: (record) => record.userName },
          { key: 'affected', header: 'Участников', cell: (record) => record.affectedCount },
          {
            key: 'seasons',
            header: 'Сезоны',
            cell: (record) => (record.seasons.length > 0 ? record.seasons.join(', ') : '—'),
          },
          {
            key: 'state',
            header: 'Состояние',
            cell: (record) => {
              const state = auditState(record);
              return <StatusBadge color={state.color}>{state.text}</StatusBadge>;
            },
          },
        ]}
        actions={(record) =>
          record.canUndo ? (
            <RowAction
              label="Отменить"
              icon={<IconArrowBackUp size={18} aria-hidden="true" />}
              onClick={() => setUndoing(record)}
            />
          ) : null
        }
      >
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
      </CabinetList>
    </Stack>
  );
};
