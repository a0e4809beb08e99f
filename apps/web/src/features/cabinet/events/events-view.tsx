import { lazy, Suspense, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconClipboardList,
  IconEdit,
  IconExternalLink,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import type { EventView } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDay, isoDay, plural } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useDisciplines } from '../clusters/api/get-disciplines';
import { listOrganizerId, useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { SortHeader } from '../kit/sort-header';
import { sortOf, useCabinetSearch } from '../kit/use-cabinet-search';
import { useDeleteEvent } from './api/delete-event';
import { useCabinetEvents } from './api/get-events';
import { EventForm } from './event-form';

// The start list's dialog (issue 19) carries the upload wizard's file step: loaded when opened.
const StartListDialog = lazy(() =>
  import('../start-lists/start-list-dialog').then((module) => ({ default: module.StartListDialog })),
);

const protocolsPhrase = (count: number) =>
  `${count} ${plural(count, ['протокол', 'протокола', 'протоколов'])}`;

const SORT_FIELDS = ['eventDate', 'raceName', 'createdOn'] as const;

/** The forecast of an upcoming event's day, as an icon with its words. */
const WeatherIcon = ({ event }: { event: EventView }) => {
  const day = event.eventDate.slice(0, 10);
  if (day < isoDay()) return null;
  const forecast = event.weather?.forecast.find((entry) => entry.date.slice(0, 10) === day);
  if (!forecast) return null;
  const { condition, dayTemp } = forecast.day;
  const words = `${condition.text}, днём ${Math.round(dayTemp)}°`;
  return (
    <Tooltip label={words}>
      {condition.icon ? (
        <img src={condition.icon} alt={words} width={28} height={28} loading="lazy" />
      ) : (
        <Text size="sm">{words}</Text>
      )}
    </Tooltip>
  );
};

/**
 * The events (issue 12, part 2 §3 Event, §7.5): an organizer's own (an administrator's: every
 * organizer's), by date; search, a date range and a race type; the weather of upcoming ones; create,
 * edit with the logo and the start point, delete.
 */
export const EventsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const sort = sortOf(search, SORT_FIELDS, { field: 'eventDate', direction: -1 });
  const organizerId = listOrganizerId(scope, search.organizerId) ?? null;
  const disciplines = useDisciplines();
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const list = useCabinetEvents(
    {
      page,
      size,
      organizerId,
      searchText: search.q ?? null,
      searchStartDate: search.from ?? null,
      searchEndDate: search.to ?? null,
      disciplineTypeId: search.disciplineId ?? null,
      includeWeather: true,
      includeEventFavoritesMarks: false,
      sort: { fieldName: sort.field, direction: sort.direction },
    },
    !scope.readOnly,
  );
  const [editing, setEditing] = useState<EventView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EventView | null>(null);
  const [startList, setStartList] = useState<EventView | null>(null);
  const remove = useDeleteEvent({
    onSuccess: () => {
      toast.success('Успешно', 'Мероприятие удалено');
      setDeleting(null);
    },
    onError: (error) => {
      toast.error('Ошибка', errorText(error, 'Ошибка удаления'));
      setDeleting(null);
    },
  });

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Поиск"
            placeholder="Название мероприятия"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              applyQuery(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 240 }}
          />
          <TextInput
            type="date"
            label="С"
            value={search.from ?? ''}
            onChange={(event) => setSearch({ from: event.currentTarget.value || undefined })}
            w={{ base: '47%', xs: 160 }}
          />
          <TextInput
            type="date"
            label="По"
            value={search.to ?? ''}
            onChange={(event) => setSearch({ to: event.currentTarget.value || undefined })}
            w={{ base: '47%', xs: 160 }}
          />
          <Select
            label="Дисциплина"
            placeholder="Все дисциплины"
            data={(disciplines.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={search.disciplineId ? String(search.disciplineId) : null}
            onChange={(value) => setSearch({ disciplineId: value ? Number(value) : undefined })}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Добавить
        </Button>
      </Group>
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет записей" />
      ) : (
        <>
          <CabinetTable minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader
                  field="eventDate"
                  label="Дата"
                  sort={sort}
                  firstDirection={-1}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                <SortHeader
                  field="raceName"
                  label="Название"
                  sort={sort}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                <Table.Th>Дисциплина</Table.Th>
                {scope.isAdmin ? <Table.Th>Организатор</Table.Th> : null}
                <Table.Th>Рейтинг</Table.Th>
                <Table.Th ta="right">Протоколы</Table.Th>
                <Table.Th>Погода</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>{formatDay(event.eventDate.slice(0, 10))}</Table.Td>
                  <Table.Td>
                    <Text fw={500}>{event.raceName}</Text>
                    {event.tags.length > 0 ? (
                      <Text size="sm" c="dimmed">
                        {event.tags.join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{event.disciplineName ?? '—'}</Table.Td>
                  {scope.isAdmin ? <Table.Td>{event.organizer.name}</Table.Td> : null}
                  <Table.Td>
                    {event.isRating ? (
                      <Badge size="sm" variant="light" c="dark.7">
                        рейтинговое
                      </Badge>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{event.protocolsCount}</Table.Td>
                  <Table.Td>
                    <WeatherIcon event={event} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {event.hasLinkedProtocols ? (
                        <RowAction
                          label="Протоколы мероприятия"
                          icon={<IconExternalLink size={18} aria-hidden="true" />}
                          href={`/rating/protocols/${event.id}`}
                        />
                      ) : null}
                      {event.eventDate.slice(0, 10) >= isoDay() ? (
                        <RowAction
                          label="Стартовый лист"
                          icon={<IconClipboardList size={18} aria-hidden="true" />}
                          onClick={() => setStartList(event)}
                        />
                      ) : null}
                      <RowAction
                        label="Редактировать"
                        icon={<IconEdit size={18} aria-hidden="true" />}
                        onClick={() => setEditing(event)}
                      />
                      <RowAction
                        label="Удалить"
                        color="red"
                        icon={<IconTrash size={18} aria-hidden="true" />}
                        onClick={() => setDeleting(event)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CabinetTable>
          <Pager
            page={page}
            size={size}
            totalCount={list.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      {editing ? (
        <EventForm event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {startList ? (
        <Suspense fallback={null}>
          <StartListDialog event={startList} onClose={() => setStartList(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Удалить мероприятие?"
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? deleting.hasLinkedProtocols
            ? `У мероприятия «${deleting.raceName}» ${protocolsPhrase(deleting.protocolsCount)}: сервер не удалит его, пока они есть. Сначала удалите протоколы во вкладке «Протоколы» (рейтинг сезона будет пересчитан).`
            : `Мероприятие «${deleting.raceName}» будет удалено из календаря.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
};
