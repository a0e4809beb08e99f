import { useState } from 'react';
import { Alert, Button, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MergePreview } from '@/components/merge-preview/merge-preview';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useMergePreview } from '../api/get-merge-preview';
import { useMergeParticipants } from '../api/merge-participants';
import { useSuggestParticipants } from '../api/suggest-participants';
import classes from './merge-dialog.module.css';

export { takenFromOther } from '@/components/merge-preview/merge-preview';

type MergeDialogProps = {
  participantId: number;
  riderName: string;
  onClose: () => void;
};

/**
 * 'Объединить с…' (issue 14): an administrator finds the other rider, sees both histories side by
 * side, chooses which data to keep, and merges; the merge is undone from the audit.
 */
export const MergeDialog = ({ participantId, riderName, onClose }: MergeDialogProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [otherId, setOtherId] = useState<number | null>(null);
  const suggestions = useSuggestParticipants(debounced);
  const preview = useMergePreview(participantId, otherId);
  const merge = useMergeParticipants({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Не удалось объединить участников',
      ),
  });
  const candidates = (suggestions.data ?? []).filter((rider) => rider.id !== participantId);

  return (
    <Modal opened onClose={onClose} title={`Объединить с… (${riderName})`} size="xl" fullScreen={isPhone}>
      {otherId === null ? (
        <Stack gap="sm">
          <TextInput
            label="Участник, которого присоединить"
            description="Его результаты, избранное и учетная запись перейдут к этому участнику, а сам он будет удален"
            placeholder="Фамилия и имя"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
          />
          {suggestions.isFetching && candidates.length === 0 ? <Loader size="sm" /> : null}
          {debounced.trim().length >= 2 && suggestions.isSuccess && candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              Никого не нашлось
            </Text>
          ) : null}
          <ul className={classes.candidates} aria-label="Найденные участники">
            {candidates.map((rider) => (
              <li key={rider.id}>
                <UnstyledButton className={classes.candidate} onClick={() => setOtherId(rider.id)}>
                  <Text fw={500}>
                    {rider.lastName} {rider.firstName}{' '}
                    <Text span c="dimmed" size="sm">
                      № {rider.id}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[
                      rider.yearOfBirth,
                      rider.club,
                      `результатов: ${rider.resultsCount}`,
                      rider.hasAccount ? 'есть учетная запись' : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </Stack>
      ) : preview.isPending ? (
        <Loader />
      ) : preview.isError ? (
        <Stack gap="sm">
          <Alert color="red">
            {preview.error instanceof ApiError && preview.error.serverMessage
              ? preview.error.serverMessage
              : 'Не удалось сравнить участников'}
          </Alert>
          <Button variant="default" onClick={() => setOtherId(null)} style={{ alignSelf: 'flex-start' }}>
            Выбрать другого
          </Button>
        </Stack>
      ) : (
        <MergePreview
          preview={preview.data}
          busy={merge.isPending}
          onMerge={(takeFromOther) =>
            merge.mutate({ participantId, otherParticipantId: preview.data.other.id, takeFromOther })
          }
          secondary={
            <Button variant="default" onClick={() => setOtherId(null)} disabled={merge.isPending}>
              Выбрать другого
            </Button>
          }
        />
      )}
    </Modal>
  );
};
