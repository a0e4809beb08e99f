import { lazy, Suspense, useState } from 'react';
import { Select, Text, Tooltip } from '@mantine/core';
import { IconClipboardList, IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import type { EventView } from '@velo/contracts';
import { useDisciplines } from '@/components/catalog/api/get-disciplines';
import { formatDay, isoDay, plural } from '@/components/format';
import { CabinetList } from '../kit/cabinet-list';
import { DayInput } from '../kit/day-input';
import { RowAction } from '../kit/row-action';
import { StatusBadge } from '../kit/status-badge';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useDeletion } from '../kit/use-deletion';
import { useDeleteEvent } from './api/delete-event';
import { eventsList } from './api/get-events';
import { EventForm } from './event-form';

// The start list's dialog (issue 19) carries the upload wizard's file step: loaded when opened.
const StartListDialog = lazy(() =>
  import('../start-lists/start-list-dialog').then((module) => ({ default: module.StartListDialog })),
);

const protocolsPhrase = (count: number) =>
  `${count} ${plural(count, ['протокол', 'протокола', 'протоколов'])}`;

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
  const list = useCabinetList(eventsList);
  const { scope, search, setSearch } = list;
  const disciplines = useDisciplines();
  const [editing, setEditing] = useState<EventView | 'new' | null>(null);
  const [startList, setStartList] = useState<EventView | null>(null);
  const deletion = useDeletion({
    mutation: useDeleteEvent(),
    variables: (event: EventView) => event.id,
    title: 'Удалить мероприятие?',
    text: (event) =>
      event.hasLinkedProtocols
        ? `У мероприятия «${event.raceName}» ${protocolsPhrase(event.protocolsCount)}: сервер не удалит его, пока они есть. Сначала удалите протоколы во вкладке «Протоколы» (рейтинг сезона будет пересчитан).`
        : `Мероприятие «${event.raceName}» будет удалено из календаря.`,
    success: 'Мероприятие удалено',
  });

  return (
    <CabinetList
      state={list}
      search={{ label: 'Поиск', placeholder: 'Название мероприятия', width: 240 }}
      filters={
        <>
          <DayInput
            label="С"
            value={search.from}
            onChange={(day) => setSearch({ from: day || undefined })}
            w={{ base: '47%', xs: 170 }}
          />
          <DayInput
            label="По"
            value={search.to}
            onChange={(day) => setSearch({ to: day || undefined })}
            w={{ base: '47%', xs: 170 }}
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
        </>
      }
      add={{ label: 'Добавить', onClick: () => setEditing('new') }}
      empty="Нет записей"
      minWidth={900}
      rowKey={(event) => event.id}
      columns={[
        {
          key: 'date',
          header: 'Дата',
          sortField: 'eventDate',
          cell: (event: EventView) => formatDay(event.eventDate.slice(0, 10)),
        },
        {
          key: 'name',
          header: 'Название',
          sortField: 'raceName',
          card: 'title',
          cell: (event) => (
            <>
              <Text fw={500}>{event.raceName}</Text>
              {event.tags.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {event.tags.join(', ')}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'discipline', header: 'Дисциплина', cell: (event) => event.disciplineName ?? '—' },
        scope.isAdmin && {
          key: 'organizer',
          header: 'Организатор',
          cell: (event: EventView) => event.organizer.name,
        },
        {
          key: 'rating',
          header: 'Рейтинг',
          cell: (event) =>
            event.isRating ? (
              <StatusBadge size="sm" color="blue">
                рейтинговое
              </StatusBadge>
            ) : (
              '—'
            ),
        },
        { key: 'protocols', header: 'Протоколы', align: 'right', cell: (event) => event.protocolsCount },
        { key: 'weather', header: 'Погода', cell: (event) => <WeatherIcon event={event} /> },
      ]}
      actions={(event) => (
        <>
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
            onClick={() => deletion.ask(event)}
          />
        </>
      )}
    >
      {editing ? (
        <EventForm event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {startList ? (
        <Suspense fallback={null}>
          <StartListDialog event={startList} onClose={() => setStartList(null)} />
        </Suspense>
      ) : null}
      {deletion.dialog}
    </CabinetList>
  );
};
