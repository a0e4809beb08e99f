import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  RESULTS_LIFECYCLE_LIMITS,
  RESULTS_LIFECYCLE_TEXTS,
  type CorrectionPreview,
  type ProcessFileResponse,
  type ProtocolListItem,
} from '@velo/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useProcessFile } from '../upload/api/process-file';
import { NewRiders } from '../upload/preview/new-riders';
import { fileProblem } from '../upload/upload-rules';
import { usePreviewCorrection, useSaveCorrection } from './api/correct-protocol';
import { DiffTable } from './diff-table';

export const CORRECTION_WORDS = {
  file: 'Исправленный файл протокола',
  fileHint: 'Те же мероприятие, категория и конфигурация; после чтения — что изменится',
  note: 'Что исправлено',
  noteHint: 'Увидят участники, чей результат изменится, и история версий',
  noteMissing: 'Напишите, что исправлено: примечание к версии обязательно',
  save: 'Сохранить новую версию',
  reading: 'Файл читается…',
} as const;

/**
 * 'Загрузить исправленный протокол' (issue 38): a corrected file for the same event, category and
 * config, read as the wizard reads it, then the diff against the results now (riders added or
 * removed, places, times, statuses and points after recalculation); saved with a required note as
 * the protocol's next version. A file that cannot replace the results is refused, the results stay.
 */
export const CorrectionDialog = ({
  protocol,
  onClose,
}: {
  protocol: ProtocolListItem;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cachedId, setCachedId] = useState<string | null>(null);
  const [diff, setDiff] = useState<CorrectionPreview | null>(null);
  /** The file's riders the portal does not know by name and year, and whom the organizer linked. */
  const [newRiders, setNewRiders] = useState<ProcessFileResponse['newParticipantsFromProtocol']>([]);
  const [links, setLinks] = useState<ReadonlyMap<number, number>>(new Map());
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  const preview = usePreviewCorrection({
    onSuccess: setDiff,
    onError: (error) => setProblem(errorText(error, 'Не удалось сравнить файл с протоколом')),
  });
  const read = useProcessFile({
    onSuccess: (answer) => {
      if (!answer.cachedProtocolDataId || answer.errors.length) {
        setProblem(answer.errors.join('; ') || 'Файл не удалось прочитать');
        return;
      }
      setCachedId(answer.cachedProtocolDataId);
      setNewRiders(answer.newParticipantsFromProtocol);
      preview.mutate({ id: protocol.id, cachedProtocolDataId: answer.cachedProtocolDataId });
    },
    onError: (error) => setProblem(errorText(error, 'Не удалось прочитать файл')),
  });
  const save = useSaveCorrection({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить исправленный протокол')),
  });

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(null);
    setDiff(null);
    setCachedId(null);
    setNewRiders([]);
    setLinks(new Map());
    if (!next) return;
    const wrong = fileProblem(next);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    read.mutate({ file: next, onProgress: () => {} });
  };
  const linkedParticipants = (of: ReadonlyMap<number, number>) =>
    [...of].map(([rowNumber, participantId]) => ({ rowNumber, participantId }));
  // As the wizard's step: a new rider said to be someone the portal knows is that rider's row, and the
  // diff is read again with it (the row may then be a change of that rider's result, not an addition).
  const link = (rowNumber: number, participantId: number | null) => {
    if (!cachedId) return;
    const next = new Map(links);
    if (participantId === null) next.delete(rowNumber);
    else next.set(rowNumber, participantId);
    setLinks(next);
    preview.mutate({
      id: protocol.id,
      cachedProtocolDataId: cachedId,
      linkedParticipants: linkedParticipants(next),
    });
  };
  const submit = () => {
    if (!diff || !cachedId) return;
    if (!note.trim()) {
      setNoteError(CORRECTION_WORDS.noteMissing);
      return;
    }
    save.mutate({
      id: protocol.id,
      cachedProtocolDataId: cachedId,
      baseVersion: diff.baseVersion,
      note: note.trim(),
      ...(links.size > 0 ? { linkedParticipants: linkedParticipants(links) } : {}),
    });
  };
  const busy = read.isPending || preview.isPending;

  return (
    <Modal
      opened
      size="xl"
      onClose={save.isPending ? () => {} : onClose}
      title={RESULTS_LIFECYCLE_TEXTS.correctedUpload}
      fullScreen={isPhone}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {protocol.eventName}, протокол «{protocol.protocolName}»
        </Text>
        <FileInput
          label={CORRECTION_WORDS.file}
          description={CORRECTION_WORDS.fileHint}
          accept=".xlsx,.xls,.csv"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': 'Убрать файл' }}
          disabled={busy || save.isPending}
          error={problem}
        />
        {busy ? <Text size="sm">{CORRECTION_WORDS.reading}</Text> : null}
        {diff && diff.errors.length ? (
          <Alert color="red" title="Этот файл не может заменить результаты">
            {diff.errors.map((error) => (
              <Text key={error} size="sm">
                {error}
              </Text>
            ))}
          </Alert>
        ) : null}
        {diff && !diff.errors.length ? (
          <>
            {newRiders.some((rider) => (rider.similarParticipants?.length ?? 0) > 0) ? (
              <NewRiders riders={newRiders} links={links} onLink={link} />
            ) : null}
            <DiffTable rows={diff.rows} counts={diff.counts} />
            <Textarea
              label={CORRECTION_WORDS.note}
              description={CORRECTION_WORDS.noteHint}
              required
              rows={2}
              maxLength={RESULTS_LIFECYCLE_LIMITS.noteMax}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
              error={noteError}
            />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Отмена
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!diff || diff.errors.length > 0}>
            {CORRECTION_WORDS.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
