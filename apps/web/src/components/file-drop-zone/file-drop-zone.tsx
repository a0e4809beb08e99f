import { Box, LoadingOverlay } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import classes from './file-drop-zone.module.css';

export type FileDropZoneProps = {
  /** A file that passed the type and size checks. */
  onFile: (file: File) => void;
  /** Why a file was refused: too large, or not one of the accepted types. */
  onRefuse: (reason: 'too-large' | 'wrong-type') => void;
  accept: Accept;
  maxBytes: number;
  disabled?: boolean;
  loading?: boolean;
  /** The zone's accessible name (it is a button that opens the file dialog). */
  label: string;
  children: ReactNode;
};

/**
 * A zone to drop one file on, or to click (or press Enter or Space on) to choose it: react-dropzone
 * checks the type and size, this draws it with the theme. The file input beside it stays in the page,
 * so a test (or an assistive tool) can hand it a file directly.
 */
export const FileDropZone = ({
  onFile,
  onRefuse,
  accept,
  maxBytes,
  disabled = false,
  loading = false,
  label,
  children,
}: FileDropZoneProps) => {
  const { getRootProps, getInputProps, isDragAccept, isDragReject, isDragActive } = useDropzone({
    onDropAccepted: (files) => files[0] && onFile(files[0]),
    onDropRejected: (rejections: FileRejection[]) =>
      onRefuse(rejections[0]?.errors[0]?.code === 'file-too-large' ? 'too-large' : 'wrong-type'),
    accept,
    maxSize: maxBytes,
    multiple: false,
    disabled: disabled || loading,
  });
  // The file input stays beside the zone, not inside it: a control inside the zone's button would be
  // nested interactive content; it carries the zone's name for whoever reaches it.
  return (
    <>
      <Box
        {...getRootProps({ role: 'button', 'aria-label': label, 'aria-disabled': disabled || undefined })}
        className={classes.root}
        mod={{
          accept: isDragActive && isDragAccept,
          reject: isDragActive && isDragReject,
          disabled,
          loading,
        }}
      >
        <LoadingOverlay visible={loading} />
        <div className={classes.inner}>{children}</div>
      </Box>
      <input {...getInputProps({ 'aria-label': label })} />
    </>
  );
};
