import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { EventView } from '@velo/contracts';
import { useState } from 'react';
import { formatDay, plural } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { rejectCachedData } from '../upload/api/reject-cached-data';
import { FileStep } from '../upload/file-step';
import { useUploadFile } from '../upload/use-upload-file';
import { useCreateStartList } from './api/create-start-list';
import { useDeleteStartList } from './api/delete-start-list';
import { startListFileReader } from './api/process-start-list-file';

const ridersPhrase = (count: number) => `${count} ${plural(count, ['участник', 'участника', 'участников'])}`;

/**
 * An upcoming event's start list (issue 19): a file read by the upload wizard's file step into its
 * preview (errors, columns, first rows, new riders and 'this is the same person'), then saved in
 * place of the old list; or the old list deleted, after a confirmation.
 */
export const StartListDialog = ({ event, onClose }: { event: EventView; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [read] = useState(() => startListFileReader(event.id));
  const upload = useUploadFile({ onCleared: () => undefined, read });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const create = useCreateStartList({
    onSuccess: (answer) => {
      toast.success('Успешно', `Стартовый лист сохранён: ${ridersPhrase(answer.entriesCount)}`);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить стартовый лист')),
  });
  const remove = useDeleteStartList({
    onSuccess: () => {
      toast.success('Успешно', 'Стартовый лист удалён');
      setConfirmingDelete(false);
      onClose();
    },
    onError: (error) => {
      toast.error('Ошибка', errorText(error, 'Ошибка удаления'));
      setConfirmingDelete(false);
    },
  });
  const busy = create.isPending || remove.isPending;
  const existing = event.startListCount ?? 0;

  const close = () => {
    if (busy) return;
    // A preview that is not saved goes from the server's cache.
    if (upload.cachedId) void rejectCachedData(upload.cachedId).catch(() => undefined);
    onClose();
  };
  const save = () => {
    if (!upload.cachedId) return;
    create.mutate({
      eventId: event.id,
      cachedProtocolDataId: upload.cachedId,
      ...(upload.links.size > 0
        ? {
            linkedParticipants: [...upload.links].map(([rowNumber, participantId]) => ({
              rowNumber,
              participantId,
            })),
          }
        : {}),
    });
  };

  return (
    <>
      <Modal opened onClose={close} title="Стартовый лист" fullScreen={isPhone} size="xl">
        <Stack gap="sm">
          <Text fw={600}>
            {event.raceName} · {formatDay(event.eventDate)}
          </Text>
          {existing > 0 ? (
            <Alert color="blue" variant="light">
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  В стартовом листе {ridersPhrase(existing)}. Новый файл заменит его целиком.
                </Text>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => setConfirmingDelete(true)}
                  disabled={busy}
                >
                  Удалить стартовый лист
                </Button>
              </Group>
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            Файл как у протокола, но без мест и времени: фамилия, имя, год рождения, пол, клуб и город.
          </Text>
          <FileStep upload={upload} disabled={busy} label="Файл стартового листа" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Закрыть
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              onClick={save}
              disabled={!upload.confirmed || !upload.cachedId || upload.rereading}
              loading={create.isPending}
            >
              Сохранить стартовый лист
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirmingDelete}
        title="Удалить стартовый лист?"
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(event.id)}
        onClose={() => setConfirmingDelete(false)}
      >
        {`Стартовый лист мероприятия «${event.raceName}» (${ridersPhrase(existing)}) будет удалён.`}
      </ConfirmDialog>
    </>
  );
};
