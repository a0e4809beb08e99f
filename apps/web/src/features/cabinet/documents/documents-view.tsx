import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
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
import { formatDate, formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { StatusBadge } from '../kit/status-badge';
import { useCabinetList } from '../kit/use-cabinet-list';
import { documentsList } from './api/get-document-queue';
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
        <StatusBadge color={statusColor(document.status)}>
          {DOCUMENT_STATUS_WORDS_RU[document.status]}
        </StatusBadge>
        {document.isExpired ? (
          <StatusBadge color="red" variant="filled">
            Просрочен
          </StatusBadge>
        ) : null}
      </Group>
      <Text size="sm">{validityText(document)}</Text>
      <Group gap={4} wrap="wrap">
        <RowAction
          label={`Просмотр: ${label}`}
          shortLabel="Просмотр"
          icon={<IconEye size={18} aria-hidden="true" />}
          onClick={() => onPreview({ fileId: document.fileId!, name })}
        />
        {document.status !== 'approved' ? (
          <RowAction
            label={`Одобрить: ${label}`}
            shortLabel="Одобрить"
            color="green"
            icon={<IconCheck size={18} aria-hidden="true" />}
            onClick={() => decide('approved')}
            disabled={setStatus.isPending}
          />
        ) : null}
        {document.status !== 'rejected' ? (
          <RowAction
            label={`Отклонить: ${label}`}
            shortLabel="Отклонить"
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
  const list = useCabinetList(documentsList);
  const [preview, setPreview] = useState<PreviewSource | null>(null);

  return (
    <CabinetList
      state={list}
      empty="Нет документов на проверке"
      minWidth={900}
      rowKey={(item) => item.participantId}
      columns={[
        {
          key: 'rider',
          header: 'Участник',
          card: 'title',
          cell: (item: DocumentQueueItem) => (
            <>
              <Text fw={500}>
                <Link to="/rating/details/$id" params={{ id: String(item.participantId) }}>
                  {item.lastName} {item.firstName}
                </Link>
              </Text>
              <Text size="sm" c="dimmed">
                {[item.yearOfBirth, item.userEmail].filter(Boolean).join(', ')}
              </Text>
            </>
          ),
        },
        { key: 'submitted', header: 'Отправлены', cell: (item) => formatDate(item.submittedOn) },
        ...KINDS.map((kind) => ({
          key: kind,
          header: PARTICIPANT_DOCUMENT_NAMES[kind].nominative,
          card: 'wide' as const,
          cell: (item: DocumentQueueItem) => <DocumentCell item={item} kind={kind} onPreview={setPreview} />,
        })),
      ]}
    >
      <DocumentPreviewDialog source={preview} onClose={() => setPreview(null)} />
    </CabinetList>
  );
};
