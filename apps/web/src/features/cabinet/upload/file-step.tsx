import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { FileDropZone } from '@/components/file-drop-zone/file-drop-zone';
import { UploadPreview } from './preview/upload-preview';
import { SampleProtocolLink } from './sample-link';
import { MAX_FILE_BYTES, UPLOAD_TEXTS } from './upload-rules';
import type { UploadFile } from './use-upload-file';
import { UploadProgress } from './wizard-parts';
import classes from './upload-page.module.css';

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'text/tab-separated-values': ['.tsv'],
  'text/plain': ['.txt'],
  'application/vnd.ms-excel': ['.csv'],
};

/** Step 1's fields: the drop zone (one file, checked before sending), its progress and its preview. */
export const FileStep = ({
  upload,
  disabled,
  label = 'Файл протокола',
}: {
  upload: UploadFile;
  disabled: boolean;
  /** What the file is, for the drop zone's label. */
  label?: string;
}) => (
  <Stack gap="sm">
    <FileDropZone
      onFile={upload.choose}
      onRefuse={(reason) =>
        upload.setMessage(reason === 'too-large' ? UPLOAD_TEXTS.tooBig : UPLOAD_TEXTS.wrongType)
      }
      maxBytes={MAX_FILE_BYTES}
      accept={ACCEPT}
      loading={upload.sending}
      disabled={disabled}
      label={`${label}: перетащите сюда или выберите`}
    >
      <Group justify="center" gap="md" mih={90} className={classes.drop}>
        <IconUpload size={32} aria-hidden="true" />
        <div>
          <Text fw={500}>
            {upload.file ? upload.file.name : 'Перетащите файл сюда или нажмите, чтобы выбрать'}
          </Text>
          <Text size="sm" c="dimmed">
            .xlsx, .csv, .tsv или .txt, до 30 Мб
          </Text>
        </div>
      </Group>
    </FileDropZone>
    <Text size="sm" c="dimmed">
      Не знаете, как оформить файл? <SampleProtocolLink /> — протокол с колонками, которые узнаёт загрузка.
    </Text>
    {upload.message ? (
      <Alert color="red" role="alert">
        {upload.message}
      </Alert>
    ) : null}
    {upload.sending ? <UploadProgress sentPercent={upload.sentPercent} /> : null}
    {upload.preview ? (
      <UploadPreview
        preview={upload.preview}
        confirmed={upload.confirmed}
        cancelling={upload.cancelling}
        rereading={upload.rereading}
        links={upload.links}
        onLink={upload.link}
        onRemap={upload.remap}
        onConfirm={upload.confirm}
        onCancel={upload.cancel}
      />
    ) : null}
  </Stack>
);
