import { Badge, Group, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange, IconPencil, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RESULT_DISPUTE_STATUS_LABELS, type ResultDispute } from '@velo/contracts';
import { useState } from 'react';
import { formatDate, formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { listOrganizerId } from '../kit/cabinet-scope';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { RequestQueue, useRequestQueueSearch } from '../kit/request-queue';
import { RowAction } from '../kit/row-action';
import { useDecideDispute } from './api/decide-dispute';
import { useDisputes } from './api/get-disputes';
import { CorrectDialog } from './correct-dialog';
import { hasRow, requestText, riderText, rowText, type RowDispute } from './dispute-text';
import { MoveDialog } from './move-dialog';
import { ReasonDialog } from './reason-dialog';
import classes from './disputes-view.module.css';

const StatusBadge = ({ dispute }: { dispute: ResultDispute }) => (
  <Badge
    size="sm"
    variant={dispute.status === 'open' ? 'filled' : 'light'}
    color={dispute.status === 'open' ? 'red' : dispute.status === 'rejected' ? 'gray' : 'green'}
  >
    {RESULT_DISPUTE_STATUS_LABELS[dispute.status]}
  </Badge>
);

type Dialog =
  | { kind: 'move' | 'correct'; dispute: RowDispute }
  | { kind: 'reject' | 'undo'; dispute: ResultDispute }
  | null;

/**
 * Riders' requests about results (issue 34): an organizer's about its own protocols, an
 * administrator's about every organizer's (or the filter's). Open ones first; each is moved to
 * another rider, corrected or rejected with a reason, and a move or a correction can be undone.
 */
export const DisputesView = () => {
  const { scope, search, page, size, state } = useRequestQueueSearch();
  const organizerId = listOrganizerId(scope, search.organizerId) ?? null;
  const list = useDisputes(
    { page, size, state: state === 'all' ? null : state, organizerId: scope.isAdmin ? organizerId : null },
    !scope.readOnly,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const decide = useDecideDispute({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      close();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить решение')),
  });

  return (
    <RequestQueue
      list={list}
      minWidth={900}
      head={
        <>
          <Table.Th>Когда</Table.Th>
          <Table.Th>Участник</Table.Th>
          <Table.Th>Протокол</Table.Th>
          <Table.Th>Запрос</Table.Th>
          <Table.Th>Строка сейчас</Table.Th>
          <Table.Th>Решение</Table.Th>
        </>
      }
      row={(dispute) => (
        <Table.Tr key={dispute.id}>
          <Table.Td>{formatDate(dispute.createdOn)}</Table.Td>
          <Table.Td>
            <Link to="/rating/details/$id" params={{ id: String(dispute.participant.id) }}>
              {riderText(dispute.participant)}
            </Link>
          </Table.Td>
          <Table.Td>
            <Link to="/results/details/$id" params={{ id: String(dispute.protocol.id) }}>
              {dispute.protocol.name}
            </Link>
            <Text size="xs" c="dimmed">
              {dispute.event.name}, {formatDay(dispute.event.eventDate)}
              {scope.isAdmin ? ` · ${dispute.organizer.name}` : ''}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={500}>
              {requestText(dispute)}
            </Text>
            <Text size="sm" className={classes.comment} lineClamp={4}>
              {dispute.comment}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{rowText(dispute.result)}</Text>
          </Table.Td>
          <Table.Td className={classes.decision}>
            <StatusBadge dispute={dispute} />
            {dispute.resolution ? (
              <Text size="xs" c="dimmed" className={classes.comment}>
                {dispute.resolution}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {dispute.status === 'open' ? (
                <>
                  {hasRow(dispute) ? (
                    <>
                      <RowAction
                        label={`Перенести результат: ${riderText(dispute.participant)}`}
                        icon={<IconArrowsExchange size={18} aria-hidden="true" />}
                        onClick={() => setDialog({ kind: 'move', dispute })}
                      />
                      <RowAction
                        label={`Исправить результат: ${riderText(dispute.participant)}`}
                        icon={<IconPencil size={18} aria-hidden="true" />}
                        onClick={() => setDialog({ kind: 'correct', dispute })}
                      />
                    </>
                  ) : null}
                  <RowAction
                    label={`Отклонить запрос: ${riderText(dispute.participant)}`}
                    icon={<IconX size={18} aria-hidden="true" />}
                    color="red"
                    onClick={() => setDialog({ kind: 'reject', dispute })}
                  />
                </>
              ) : null}
              {dispute.canUndo ? (
                <RowAction
                  label={`Отменить решение: ${riderText(dispute.participant)}`}
                  icon={<IconArrowBackUp size={18} aria-hidden="true" />}
                  onClick={() => setDialog({ kind: 'undo', dispute })}
                />
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    >
      {dialog?.kind === 'move' ? <MoveDialog dispute={dialog.dispute} onClose={close} /> : null}
      {dialog?.kind === 'correct' ? <CorrectDialog dispute={dialog.dispute} onClose={close} /> : null}
      {dialog?.kind === 'reject' ? (
        <ReasonDialog
          title="Отклонить запрос"
          description={`${riderText(dialog.dispute.participant)}: ${requestText(dialog.dispute)}`}
          busy={decide.isPending}
          onConfirm={(reason) => decide.mutate({ action: 'reject', id: dialog.dispute.id, body: { reason } })}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'undo'}
        title="Отменить решение?"
        confirmLabel="Отменить решение"
        cancelLabel="Оставить"
        loading={decide.isPending}
        onConfirm={() => dialog && decide.mutate({ action: 'undo', id: dialog.dispute.id })}
        onClose={close}
      >
        Строка результата вернётся такой, какой была до решения, запрос снова будет ждать решения, рейтинг
        пересчитается.
      </ConfirmDialog>
    </RequestQueue>
  );
};
