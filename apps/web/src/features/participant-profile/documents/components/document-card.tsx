import { Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { ParticipantDocuments } from '@velo/contracts';
import { PARTICIPANT_DOCUMENT_NAMES, type ParticipantDocumentKind } from '@velo/contracts/enums';
import { lazy, Suspense, useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useReadFile } from '../api/get-file';
import { downloadName, saveBlob } from '@/lib/files';
import { formatShortDay, type DocumentEdit, type DocumentFieldErrors, type DocumentState } from '../draft';
import { DOCUMENT_MESSAGES } from '../messages';
import { AdminStatus } from './admin-status';
import { DocumentStatusLine } from './document-status';
import type { PreviewSource } from '@/components/document-preview/document-preview-dialog';
import classes from '../documents.module.css';

const OwnerControls = lazy(() => import('./owner-controls'));

export type DocumentCardProps = {
  participantId: number;
  kind: ParticipantDocumentKind;
  /** The document with the owner's draft applied. */
  state: DocumentState;
  /** What the draft does to it: nothing, a new file or dates, or deletion. */
  change: 'none' | 'updated' | 'deleted';
  /** The owner edits: upload, delete and dates. */
  ownerEditing: boolean;
  isAdmin: boolean;
  errors: DocumentFieldErrors;
  /** A file chosen on this device in this edit session (previewed without a server call). */
  localFile: File | null;
  onEdit: (edit: DocumentEdit, file?: File) => void;
  onPreview: (source: PreviewSource) => void;
  onStatusSaved: (documents: ParticipantDocuments) => void;
};

const Period = ({ state }: { state: DocumentState }) =>
  state.startDate || state.endDate ? (
    <Text size="sm" className={classes.period}>
      Действует с {formatShortDay(state.startDate) || '—'} по {formatShortDay(state.endDate) || '—'}
    </Text>
  ) : null;

/** One document of the block: status, reject comment, period, the file, and the viewer's controls. */
export const DocumentCard = ({
  participantId,
  kind,
  state,
  change,
  ownerEditing,
  isAdmin,
  errors,
  localFile,
  onEdit,
  onPreview,
  onStatusSaved,
}: DocumentCardProps) => {
  const headingId = useId();
  const { nominative } = PARTICIPANT_DOCUMENT_NAMES[kind];
  const [downloading, setDownloading] = useState(false);
  const readFile = useReadFile();
  // A document the draft deletes shows as none; its stored status comes back on Cancel.
  const status = change === 'deleted' ? 'undefined' : state.status;
  const fileId = state.fileId;

  const download = async () => {
    if (!fileId) return;
    setDownloading(true);
    try {
      const blob = await readFile(fileId);
      saveBlob(blob, downloadName(nominative, blob.type));
    } catch (error) {
      const detail = error instanceof ApiError ? error.serverMessage : null;
      toast.error(DOCUMENT_MESSAGES.errorTitle, detail ?? DOCUMENT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const preview = () => {
    if (localFile) onPreview({ name: nominative, file: localFile });
    else if (fileId) onPreview({ name: nominative, fileId });
  };

  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {nominative}
      </Title>
      <DocumentStatusLine status={status} />
      {status === 'rejected' && state.rejectReason ? (
        <Text size="sm" className={classes.reason}>
          <Text span fw={600} size="sm">
            {DOCUMENT_MESSAGES.rejectReason}:
          </Text>{' '}
          {state.rejectReason}
        </Text>
      ) : null}
      {ownerEditing ? null : <Period state={state} />}
      {change === 'updated' && state.fileId ? (
        <Text size="sm" c="dimmed">
          {DOCUMENT_MESSAGES.pendingReview}
        </Text>
      ) : null}
      {change === 'deleted' ? (
        <Text size="sm" c="dimmed">
          Документ будет удалён после сохранения
        </Text>
      ) : null}
      {fileId ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" className={classes.fileName}>
            {localFile ? `Новый файл: ${localFile.name}` : 'Файл загружен'}
          </Text>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={preview}
            aria-label={`Просмотреть: ${nominative}`}
          >
            Просмотр
          </Button>
          {localFile ? null : (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              aria-label={`Скачать: ${nominative}`}
            >
              Скачать
            </Button>
          )}
        </Group>
      ) : null}
      {ownerEditing ? (
        <Suspense fallback={<Skeleton height={96} />}>
          <OwnerControls kind={kind} state={state} errors={errors} onEdit={onEdit} />
        </Suspense>
      ) : null}
      {isAdmin && fileId && change === 'none' ? (
        <AdminStatus
          participantId={participantId}
          kind={kind}
          status={state.status}
          rejectReason={state.rejectReason}
          onSaved={onStatusSaved}
        />
      ) : null}
    </section>
  );
};
