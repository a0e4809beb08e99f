import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconGitMerge, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { MERGE_REQUEST_STATUS_LABELS, type MergeRequest } from '@velo/contracts';
import { useState } from 'react';
import { formatDate } from '@/components/format';
import { MergePreview } from '@/components/merge-preview/merge-preview';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { RequestQueue, useRequestQueueSearch } from '../kit/request-queue';
import { RowAction } from '../kit/row-action';
import { ReasonDialog } from '../disputes/reason-dialog';
import { useApproveMergeRequest, useDeclineMergeRequest } from './api/decide-merge-request';
import { useMergePreview } from './api/get-merge-preview';
import { useMergeRequests } from './api/get-merge-requests';

const requesterOf = (request: MergeRequest) =>
  `${request.participant.lastName} ${request.participant.firstName}${
    request.participant.yearOfBirth ? `, ${request.participant.yearOfBirth}` : ''
  }`;

/** The merge's preview of a request's pair, the merge (approve) and the refusal beside it. */
const ReviewDialog = ({
  request,
  onDecline,
  onClose,
}: {
  request: MergeRequest;
  onDecline: () => void;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const preview = useMergePreview(request.participant.id, request.otherParticipantId);
  const approve = useApproveMergeRequest({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.merge.message);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось объединить участников')),
  });
  return (
    <Modal
      opened
      onClose={approve.isPending ? () => {} : onClose}
      title={`Запрос на объединение: ${requesterOf(request)}`}
      size="xl"
      fullScreen={isPhone}
    >
      <Stack gap="sm">
        {request.comment ? (
          <Text size="sm">
            Комментарий участника: <em>{request.comment}</em>
          </Text>
        ) : null}
        {preview.isPending ? (
          <Loader />
        ) : preview.isError ? (
          <Alert color="red">{errorText(preview.error, 'Не удалось сравнить участников')}</Alert>
        ) : (
          <MergePreview
            preview={preview.data}
            busy={approve.isPending}
            mergeLabel="Одобрить и объединить"
            onMerge={(takeFromOther) => approve.mutate({ id: request.id, takeFromOther })}
            secondary={
              <Button variant="default" color="red" onClick={onDecline} disabled={approve.isPending}>
                Отклонить
              </Button>
            }
          />
        )}
      </Stack>
    </Modal>
  );
};

/**
 * Riders' merge requests (issue 34, administrators): 'Возможно, это тоже вы' confirmed by a rider.
 * Reviewed with the merge's preview and merged (recorded in the audit, undone there), or declined
 * with a reason the rider reads.
 */
export const MergeRequestsView = () => {
  const { scope, page, size, state } = useRequestQueueSearch();
  const list = useMergeRequests({ page, size, state: state === 'all' ? null : state }, !scope.readOnly);
  const [dialog, setDialog] = useState<{ kind: 'review' | 'decline'; request: MergeRequest } | null>(null);
  const close = () => setDialog(null);
  const decline = useDeclineMergeRequest({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      close();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отклонить запрос')),
  });

  return (
    <RequestQueue
      list={list}
      minWidth={760}
      head={
        <>
          <Table.Th>Когда</Table.Th>
          <Table.Th>Участник</Table.Th>
          <Table.Th>Считает своей запись</Table.Th>
          <Table.Th>Комментарий</Table.Th>
          <Table.Th>Решение</Table.Th>
        </>
      }
      row={(request) => (
        <Table.Tr key={request.id}>
          <Table.Td>{formatDate(request.createdOn)}</Table.Td>
          <Table.Td>
            <Link to="/rating/details/$id" params={{ id: String(request.participant.id) }}>
              {requesterOf(request)}
            </Link>
            {request.requesterEmail ? (
              <Text size="xs" c="dimmed">
                {request.requesterEmail}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            {request.otherParticipantId !== null ? (
              <Link to="/rating/details/$id" params={{ id: String(request.otherParticipantId) }}>
                {request.otherName} (№ {request.otherParticipantId})
              </Link>
            ) : (
              request.otherName
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={4}>
              {request.comment || '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge
              size="sm"
              variant={request.status === 'open' ? 'filled' : 'light'}
              color={request.status === 'open' ? 'red' : request.status === 'approved' ? 'green' : 'gray'}
            >
              {MERGE_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
            {request.reason ? (
              <Text size="xs" c="dimmed">
                {request.reason}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            {request.status === 'open' ? (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                {request.otherParticipantId !== null ? (
                  <RowAction
                    label={`Рассмотреть и объединить: ${requesterOf(request)}`}
                    icon={<IconGitMerge size={18} aria-hidden="true" />}
                    onClick={() => setDialog({ kind: 'review', request })}
                  />
                ) : null}
                <RowAction
                  label={`Отклонить запрос: ${requesterOf(request)}`}
                  icon={<IconX size={18} aria-hidden="true" />}
                  color="red"
                  onClick={() => setDialog({ kind: 'decline', request })}
                />
              </Group>
            ) : null}
          </Table.Td>
        </Table.Tr>
      )}
    >
      {dialog?.kind === 'review' ? (
        <ReviewDialog
          request={dialog.request}
          onDecline={() => setDialog({ kind: 'decline', request: dialog.request })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'decline' ? (
        <ReasonDialog
          title="Отклонить запрос на объединение"
          description={`${requesterOf(dialog.request)} считает своей запись «${dialog.request.otherName}».`}
          busy={decline.isPending}
          onConfirm={(reason) => decline.mutate({ id: dialog.request.id, reason })}
          onClose={close}
        />
      ) : null}
    </RequestQueue>
  );
};
