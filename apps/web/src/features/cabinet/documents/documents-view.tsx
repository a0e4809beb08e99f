import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { DocumentQueueItem } from '@velo/contracts';
import {
  DOCUMENT_STATUS_WORDS_RU,
  PARTICIPANT_DOCUMENT_NAMES,
  type ParticipantDocumentKind,
} from '@velo/contracts/enums';
import {
  DocumentPreviewDialog,
  type PreviewSource,
} from '@/components/document-preview/document-preview-dialog';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate, formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useDocumentQueue } from './api/get-document-queue';
import { useSetDocumentStatus } from './api/set-document-status';

const KINDS: readonly ParticipantDocumentKind[] = ['medicalCertificate', 'insurancePolicy'];

/** A document's validity as read: 'с 01/03/2026 по 28/02/2027', an open bound left out. */
export const validityText = (document: { startDate: string | null; endDate: string | null }): string => {
  const start = formatDay(document.startDate?.slice(0, 10));
  const end = formatDay(document.endDate?.slice(0, 10));
  if (!start && !end) return 'Срок не указан';
  return [start && `с ${start}`, end && `по ${end}`].filter(Boolean).join(' ');
};

const statusColor = (status: string) =>
  status === 'approved'
    ? 'green'
    : status === 'rejected'
      ? 'red'
      : status === 'underConsideration'
        ? 'blue'
        : 'gray';

/** One document of a rider: its state and validity, the preview, and approve or reject with a reason. */
const DocumentCell = ({
  item,
  kind,
  onPreview,
}: {
  item: DocumentQueueItem;
  kind: ParticipantDocumentKind;
  onPreview: (source: PreviewSource) => void;
}) => {
  const document = item[kind];
  const name = PARTICIPANT_DOCUMENT_NAMES[kind].nominative;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const setStatus = useSetDocumentStatus({
    onSuccess: () => {
      toast.success('Успешно', 'Статус документов установлен');
      setRejecting(false);
      setReason('');
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось установить статус документов')),
  });
  const decide = (status: 'approved' | 'rejected') => {
    if (status === 'rejected' && !reason.trim()) {
      setReasonError(`Укажите причину отклонения ${PARTICIPANT_DOCUMENT_NAMES[kind].genitive}`);
      return;
    }
    setStatus.mutate({
      participantId: item.participantId,
      [`${kind}Status`]: status,
      ...(status === 'rejected' ? { [`${kind}RejectReason`]: reason.trim() } : {}),
    });
  };
  const label = `${name}: ${item.lastName} ${item.firstName}`;

  if (!document.fileId) return <Text c="dimmed">Нет документа</Text>;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="wrap">
        <Badge color={statusColor(document.status)} variant="light" c="dark.7">
          {DOCUMENT_STATUS_WORDS_RU[document.status]}
        </Badge>
        {document.isExpired ? (
          <Badge color="red" variant="filled">
            Просрочен
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{validityText(document)}</Text>
      <Group gap={4} wrap="nowrap">
        <RowAction
          label={`Просмотр: ${label}`}
          icon={<IconEye size={18} aria-hidden="true" />}
          onClick={() => onPreview({ fileId: document.fileId!, name })}
        />
        {document.status !== 'approved' ? (
          <RowAction
            label={`Одобрить: ${label}`}
            color="green"
            icon={<IconCheck size={18} aria-hidden="true" />}
            onClick={() => decide('approved')}
            disabled={setStatus.isPending}
          />
        ) : null}
        {document.status !== 'rejected' ? (
          <RowAction
            label={`Отклонить: ${label}`}
            color="red"
            icon={<IconX size={18} aria-hidden="true" />}
            onClick={() => setRejecting(true)}
            disabled={setStatus.isPending}
          />
        ) : null}
      </Group>
      {rejecting ? (
        <Group gap={6} align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={`Причина отклонения: ${label}`}
            placeholder="Причина отклонения"
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            style={{ flex: 1 }}
          />
          <Button size="xs" color="red" loading={setStatus.isPending} onClick={() => decide('rejected')}>
            Отклонить
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => setRejecting(false)}
            disabled={setStatus.isPending}
          >
            Отмена
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};

/**
 * The document queue (issue 14, part 2 §2.7): riders whose documents wait for a decision, oldest
 * first, read from the riders' data; each document previewed, approved, or rejected with a reason.
 */
export const DocumentsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const queue = useDocumentQueue({ page, size }, !scope.readOnly);
  const [preview, setPreview] = useState<PreviewSource | null>(null);

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      {queue.isPending ? (
        <ViewSkeleton />
      ) : queue.isError ? (
        <LoadError />
      ) : queue.data.items.length === 0 ? (
        <EmptyState title="Нет документов на проверке" />
      ) : (
        <>
          <CabinetTable minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Участник</Table.Th>
                <Table.Th>Отправлены</Table.Th>
                {KINDS.map((kind) => (
                  <Table.Th key={kind}>{PARTICIPANT_DOCUMENT_NAMES[kind].nominative}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.items.map((item) => (
                <Table.Tr key={item.participantId}>
                  <Table.Td>
                    <Text fw={500}>
                      <Link to="/rating/details/$id" params={{ id: String(item.participantId) }}>
                        {item.lastName} {item.firstName}
                      </Link>
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[item.yearOfBirth, item.userEmail].filter(Boolean).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(item.submittedOn)}</Table.Td>
                  {KINDS.map((kind) => (
                    <Table.Td key={kind}>
                      <DocumentCell item={item} kind={kind} onPreview={setPreview} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CabinetTable>
          <Pager
            page={page}
            size={size}
            totalCount={queue.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      <DocumentPreviewDialog source={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
};
