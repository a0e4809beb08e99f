import { useState } from 'react';
import type { ProcessFileResponse } from '@velo/contracts';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useProcessFile, type ReadFile } from './api/process-file';
import { rejectCachedData, useRejectCachedData } from './api/reject-cached-data';
import { useReprocessCachedFile } from './api/reprocess-cached-file';
import { confirmsItself, fileProblem } from './upload-rules';

/**
 * Step 1 of the wizard: the chosen file, its upload's progress, the server's preview of it (read
 * again with a mapping by hand when asked), the rows the organizer linked to existing riders, and
 * whether the preview is confirmed. `onCleared` runs when the file goes; `read` replaces the
 * protocol's process-file (a start list's file is read by its own call into the same preview).
 */
export const useUploadFile = ({ onCleared, read }: { onCleared: () => void; read?: ReadFile }) => {
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sentPercent, setSentPercent] = useState(0);
  const [preview, setPreview] = useState<ProcessFileResponse | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  /** Rows of the file the organizer said are existing riders: row number → rider. */
  const [links, setLinks] = useState<ReadonlyMap<number, number>>(new Map());
  const cachedId = preview?.cachedProtocolDataId ?? null;

  const show = (answer: ProcessFileResponse) => {
    setPreview(answer);
    setLinks(new Map());
    setConfirmed(confirmsItself(answer));
  };
  const clear = () => {
    setFile(null);
    setPreview(null);
    setLinks(new Map());
    setConfirmed(false);
    onCleared();
  };
  const process = useProcessFile({
    read,
    onSuccess: show,
    onError: (error) => {
      setMessage(errorText(error, 'Не удалось прочитать файл'));
      setFile(null);
    },
  });
  const reject = useRejectCachedData({ onSettled: clear });
  const reread = useReprocessCachedFile({
    onSuccess: show,
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось прочитать файл заново')),
  });

  return {
    file,
    message,
    setMessage,
    sentPercent,
    preview,
    cachedId,
    confirmed,
    links,
    sending: process.isPending,
    cancelling: reject.isPending,
    rereading: reread.isPending,
    /** A new file replaces the old one, whose preview goes from the server. */
    choose: (next: File) => {
      setMessage(null);
      const problem = fileProblem(next);
      if (problem) {
        setMessage(problem);
        return;
      }
      if (cachedId) void rejectCachedData(cachedId).catch(() => undefined);
      clear();
      setFile(next);
      setSentPercent(0);
      process.mutate({ file: next, onProgress: setSentPercent });
    },
    confirm: () => setConfirmed(true),
    cancel: () => (cachedId ? reject.mutate(cachedId) : clear()),
    remap: (columnMapping: Parameters<typeof reread.mutate>[0]['columnMapping']) =>
      cachedId && reread.mutate({ cachedProtocolDataId: cachedId, columnMapping }),
    link: (rowNumber: number, participantId: number | null) =>
      setLinks((before) => {
        const next = new Map(before);
        if (participantId === null) next.delete(rowNumber);
        else next.set(rowNumber, participantId);
        return next;
      }),
  };
};

export type UploadFile = ReturnType<typeof useUploadFile>;
