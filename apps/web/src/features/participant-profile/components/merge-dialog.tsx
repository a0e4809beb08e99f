import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { MergeField, ParticipantMergePreview } from '@velo/contracts';
import { formatDay, formatPoints } from '@/components/format';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useMergePreview } from '../api/get-merge-preview';
import { useMergeParticipants } from '../api/merge-participants';
import { useSuggestParticipants } from '../api/suggest-participants';
import classes from './merge-dialog.module.css';

type MergeDialogProps = {
  participantId: number;
  riderName: string;
  onClose: () => void;
};

type Side = ParticipantMergePreview['participant'];

const sideName = (side: Side) => `${side.lastName} ${side.firstName}`.trim();

/** The fields taken from the other rider: those whose choice is 'other'. */
export const takenFromOther = (choices: Partial<Record<MergeField, 'kept' | 'other'>>): MergeField[] =>
  (Object.entries(choices) as [MergeField, 'kept' | 'other'][])
    .filter(([, choice]) => choice === 'other')
    .map(([field]) => field);

/** One rider of the pair: who, and what they hold. */
const SideCard = ({ side, title }: { side: Side; title: string }) => (
  <Stack gap={4} className={classes.side}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {title}
    </Text>
    <Title order={3} size="h5">
      {sideName(side)}{' '}
      <Text span c="dimmed" size="sm">
        № {side.id}
      </Text>
    </Title>
    <Text size="sm">
      {side.yearOfBirth ?? 'год рождения не указан'}
      {side.club ? `, ${side.club}` : ''}
      {side.city ? `, ${side.city}` : ''}
    </Text>
    <Text size="sm">Учетная запись: {side.userEmail ?? 'нет'}</Text>
    <Text size="sm">
      Результатов: {side.resultsCount}, в избранном: {side.favoritesCount}, поправок:{' '}
      {side.ratingAdjustmentsCount}
    </Text>
  </Stack>
);

/** A rider's races, the ones shared with the other rider marked. */
const History = ({ side, caption }: { side: Side; caption: string }) => (
  <Table.ScrollContainer minWidth={420} type="native" tabIndex={0}>
    <Table verticalSpacing={4} fz="sm">
      <caption className={classes.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Дата</Table.Th>
          <Table.Th>Гонка</Table.Th>
          <Table.Th>Место</Table.Th>
          <Table.Th>Очки</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {side.results.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={4}>Нет результатов</Table.Td>
          </Table.Tr>
        ) : (
          side.results.map((row) => (
            <Table.Tr key={row.protocolId} className={row.isShared ? classes.shared : undefined}>
              <Table.Td>{formatDay(row.eventDate)}</Table.Td>
              <Table.Td>
                {row.eventName}, {row.protocolName}{' '}
                {row.isShared ? (
                  <Badge color="red" variant="light" size="xs">
                    общий протокол
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{row.place ?? row.status}</Table.Td>
              <Table.Td>{formatPoints(row.points)}</Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** Both riders side by side, a choice per differing field, the histories, and the merge. */
const MergePreview = ({
  preview,
  onMerged,
  onBack,
}: {
  preview: ParticipantMergePreview;
  onMerged: () => void;
  onBack: () => void;
}) => {
  const [choices, setChoices] = useState<Partial<Record<MergeField, 'kept' | 'other'>>>({});
  const merge = useMergeParticipants({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onMerged();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Не удалось объединить участников',
      ),
  });
  const differing = preview.fields.filter((field) => field.differs);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SideCard side={preview.participant} title="Остается" />
        <SideCard side={preview.other} title="Присоединяется и удаляется" />
      </SimpleGrid>
      {preview.refusal ? (
        <Alert color="red" title="Объединить нельзя">
          {preview.refusal}
        </Alert>
      ) : null}
      {differing.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Какие данные оставить
          </Title>
          {differing.map((field) => (
            <Radio.Group
              key={field.field}
              label={field.label}
              value={choices[field.field] ?? 'kept'}
              onChange={(value) =>
                setChoices((current) => ({ ...current, [field.field]: value as 'kept' | 'other' }))
              }
            >
              <Group gap="lg" mt={4}>
                <Radio value="kept" label={field.value ?? '—'} />
                <Radio value="other" label={field.otherValue ?? '—'} />
              </Group>
            </Radio.Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Данные участников не различаются.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <History side={preview.participant} caption={`Гонки: ${sideName(preview.participant)}`} />
        <History side={preview.other} caption={`Гонки: ${sideName(preview.other)}`} />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack} disabled={merge.isPending}>
          Выбрать другого
        </Button>
        <Button
          color="red"
          disabled={!preview.canMerge}
          loading={merge.isPending}
          onClick={() =>
            merge.mutate({
              participantId: preview.participant.id,
              otherParticipantId: preview.other.id,
              takeFromOther: takenFromOther(choices),
            })
          }
        >
          Объединить
        </Button>
      </Group>
    </Stack>
  );
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
        <MergePreview preview={preview.data} onMerged={onClose} onBack={() => setOtherId(null)} />
      )}
    </Modal>
  );
};
