import { Alert, Badge, Button, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { MergeField, ParticipantMergePreview } from '@velo/contracts';
import { useState, type ReactNode } from 'react';
import { formatDay, formatPoints } from '@/components/format';
import classes from './merge-preview.module.css';

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

/**
 * Both riders side by side, a choice per differing field, the histories, and the merge button: the
 * merge of a chosen pair (the rider's page, issue 14) and of a rider's merge request (the
 * administration cabinet, issue 34). The caller sends the merge with the fields chosen.
 */
export const MergePreview = ({
  preview,
  busy,
  mergeLabel = 'Объединить',
  onMerge,
  secondary,
}: {
  preview: ParticipantMergePreview;
  /** The merge is running: the button waits. */
  busy: boolean;
  mergeLabel?: string;
  onMerge: (takeFromOther: MergeField[]) => void;
  /** The other action beside the merge ('Выбрать другого', 'Отклонить'). */
  secondary?: ReactNode;
}) => {
  const [choices, setChoices] = useState<Partial<Record<MergeField, 'kept' | 'other'>>>({});
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
        {secondary ?? <span />}
        <Button
          color="red"
          disabled={!preview.canMerge}
          loading={busy}
          onClick={() => onMerge(takenFromOther(choices))}
        >
          {mergeLabel}
        </Button>
      </Group>
    </Stack>
  );
};
