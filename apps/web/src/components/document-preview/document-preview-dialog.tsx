import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFileBase64 } from './get-file-base64';
import { saveBlob } from '@/lib/files';
import classes from './document-preview-dialog.module.css';

/** The dialog's texts (part 2 §2.6). */
export const PREVIEW_MESSAGES = {
  previewTitle: 'Просмотр документа',
  previewFailed: 'Что-то пошло не так при загрузке файла',
} as const;

/** What the dialog shows: a stored file (by id) or a file chosen on this device. */
export type PreviewSource = { name: string } & ({ fileId: string } | { file: File });

type Shown = { blob: Blob; fileName: string };

const isImage = (type: string) => /^image\/(jpeg|png|webp|gif)$/.test(type);
const isPdf = (type: string) => type === 'application/pdf';

/** The type of a local file: the browser's, or the one its extension names. */
const localType = (file: File): string => {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.jpg') || name.endsWith('.jpeg')) return 'image/jpeg';
  return '';
};

const Failure = () => (
  <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" className={classes.previewFailure}>
    {PREVIEW_MESSAGES.previewFailed}
  </Alert>
);

/**
 * The image or the PDF. The object URL is set on the element itself (not kept in state) and
 * revoked when the element goes, so nothing leaks and a re-mount makes a fresh one.
 */
const BlobView = ({ shown, name }: { shown: Shown; name: string }) => {
  const [broken, setBroken] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const type = shown.blob.type;
  useEffect(() => {
    const element = imageRef.current ?? frameRef.current;
    if (!element) return undefined;
    const url = URL.createObjectURL(shown.blob);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [shown.blob]);

  if (broken || (!isImage(type) && !isPdf(type))) return <Failure />;
  return (
    <Stack gap="xs" className={classes.previewStack}>
      <div className={classes.previewArea}>
        {isImage(type) ? (
          <img ref={imageRef} alt={name} className={classes.previewImage} onError={() => setBroken(true)} />
        ) : (
          <iframe ref={frameRef} title={name} className={classes.previewFrame} />
        )}
      </div>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" className={classes.fileName}>
          {shown.fileName}
          {isPdf(type) ? ' · Если документ не отображается, скачайте его.' : ''}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveBlob(shown.blob, shown.fileName)}
        >
          Скачать
        </Button>
      </Group>
    </Stack>
  );
};

const ServerFile = ({ fileId, name }: { fileId: string; name: string }) => {
  const query = useFileBase64(fileId);
  const shown = useMemo<Shown | null>(
    () => (query.data ? { blob: query.data.blob, fileName: query.data.fileName || name } : null),
    [query.data, name],
  );
  if (query.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Загрузка документа" />
      </Group>
    );
  }
  if (!shown) return <Failure />;
  return <BlobView shown={shown} name={name} />;
};

const LocalFile = ({ file, name }: { file: File; name: string }) => {
  const shown = useMemo<Shown>(() => {
    const type = localType(file);
    return { blob: type === file.type ? file : file.slice(0, file.size, type), fileName: file.name };
  }, [file]);
  return <BlobView shown={shown} name={name} />;
};

/**
 * «Просмотр документа» (part 2 §2.6): 90vw × 90vh, an image or a PDF, from a stored file (GET
 * /v1/File/{id}/base64: content type and content) or a file chosen on this device. Escape closes it
 * and focus stays inside (Mantine's modal). A download button sits under the preview: phones often
 * do not show a PDF inside a page.
 */
export const DocumentPreviewDialog = ({
  source,
  onClose,
}: {
  source: PreviewSource | null;
  onClose: () => void;
}) => (
  <Modal
    opened={source !== null}
    onClose={onClose}
    title={PREVIEW_MESSAGES.previewTitle}
    size="90vw"
    centered
    classNames={{ content: classes.previewContent, body: classes.previewBody }}
    closeButtonProps={{ 'aria-label': 'Закрыть' }}
  >
    {source && 'fileId' in source ? (
      <ServerFile key={source.fileId} fileId={source.fileId} name={source.name} />
    ) : source ? (
      <LocalFile file={source.file} name={source.name} />
    ) : null}
  </Modal>
);
