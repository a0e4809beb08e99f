import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
// Loaded with the only date picker of the app, not with every page.
import '@mantine/dates/styles.css';
import { IconCalendar, IconTrash, IconUpload } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES } from '@velo/contracts/constants';
import { PARTICIPANT_DOCUMENT_NAMES, type ParticipantDocumentKind } from '@velo/contracts/enums';
import 'dayjs/locale/ru';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useUploadDocumentFile } from '../api/upload-document-file';
import {
  deleteDocumentEdit,
  parseShortDay,
  type DocumentEdit,
  type DocumentFieldErrors,
  type DocumentState,
} from '../draft';
import { DOCUMENT_ACCEPT, DOCUMENT_EXTENSIONS, DOCUMENT_MESSAGES } from '../messages';
import classes from '../documents.module.css';

export type OwnerControlsProps = {
  kind: ParticipantDocumentKind;
  state: DocumentState;
  errors: DocumentFieldErrors;
  onEdit: (edit: DocumentEdit, file?: File) => void;
};

const hasAcceptedExtension = (file: File) =>
  DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

/**
 * The owner's controls of one document in edit mode (part 2 §2.7, §5): upload (POST /v1/File, a
 * progress bar while it goes), delete, and the period of validity (dd/mm/yy). Loaded only when
 * the owner edits (it brings the date picker).
 */
const OwnerControls = ({ kind, state, errors, onEdit }: OwnerControlsProps) => {
  const { nominative } = PARTICIPANT_DOCUMENT_NAMES[kind];
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocumentFile();
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.warning(DOCUMENT_MESSAGES.warningTitle, DOCUMENT_MESSAGES.tooBig);
      return;
    }
    if (!hasAcceptedExtension(file)) {
      toast.warning(DOCUMENT_MESSAGES.warningTitle, DOCUMENT_MESSAGES.wrongType);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setProgress, signal: controller.signal });
      onEdit({ fileId: uploaded.id }, file);
    } catch (error) {
      if (controller.signal.aborted) return;
      const detail = error instanceof ApiError ? error.serverMessage : null;
      toast.error(DOCUMENT_MESSAGES.errorTitle, detail ?? DOCUMENT_MESSAGES.uploadFailed);
    } finally {
      if (!controller.signal.aborted) setProgress(null);
      abortRef.current = null;
    }
  };

  const uploading = progress !== null;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <FileButton onChange={(file) => void choose(file)} accept={DOCUMENT_ACCEPT} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={uploading}
              aria-describedby={errors.file ? `${kind}-file-error` : undefined}
            >
              {state.fileId ? 'Заменить файл' : 'Загрузить файл'}
            </Button>
          )}
        </FileButton>
        {state.fileId ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onEdit(deleteDocumentEdit)}
            disabled={uploading}
            aria-label={`Удалить документ: ${nominative}`}
          >
            Удалить
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        PDF, JPEG или PNG, не больше 30 Мб
      </Text>
      {uploading ? (
        <Stack gap={4}>
          <Progress
            value={progress}
            size="lg"
            aria-label={`Загрузка файла: ${nominative}`}
            animated
            striped
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            Загрузка… {progress} %
          </Text>
        </Stack>
      ) : null}
      {errors.file ? (
        <Text id={`${kind}-file-error`} size="sm" c="var(--mantine-color-error)">
          {errors.file}
        </Text>
      ) : null}
      <div className={classes.dates}>
        <DateInput
          label="Действует с"
          placeholder="дд/мм/гг"
          value={state.startDate}
          onChange={(value) => onEdit({ startDate: value })}
          valueFormat="DD/MM/YY"
          dateParser={parseShortDay}
          locale="ru"
          firstDayOfWeek={1}
          clearable
          clearButtonProps={{ 'aria-label': `Очистить дату начала: ${nominative}` }}
          required
          leftSection={<IconCalendar size={16} aria-hidden />}
          error={errors.startDate}
          popoverProps={{ position: 'bottom-start' }}
        />
        <DateInput
          label="Действует по"
          placeholder="дд/мм/гг"
          value={state.endDate}
          onChange={(value) => onEdit({ endDate: value })}
          valueFormat="DD/MM/YY"
          dateParser={parseShortDay}
          locale="ru"
          firstDayOfWeek={1}
          clearable
          clearButtonProps={{ 'aria-label': `Очистить дату окончания: ${nominative}` }}
          required
          minDate={state.startDate ?? undefined}
          leftSection={<IconCalendar size={16} aria-hidden />}
          error={errors.endDate}
          popoverProps={{ position: 'bottom-end' }}
        />
      </div>
    </Stack>
  );
};

export default OwnerControls;
