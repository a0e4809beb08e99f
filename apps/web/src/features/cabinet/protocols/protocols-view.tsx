import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconDownload,
  IconEdit,
  IconExternalLink,
  IconFileSpreadsheet,
  IconFileUpload,
  IconHistory,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RESULTS_LIFECYCLE_TEXTS, type ProtocolListItem } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { ProvisionalMark } from '@/components/display/provisional-mark';
import { Pager } from '@/components/display/pager';
import { formatDate, formatDay } from '@/components/format';
import { seasonsNewestFirst } from '@/components/seasons';
import { callUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { listOrganizerId, useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { SampleProtocolLink } from '../upload/sample-link';
import { SortHeader } from '../kit/sort-header';
import { sortOf, useCabinetSearch } from '../kit/use-cabinet-search';
import { useDeleteProtocols } from './api/delete-protocols';
import { useDownloadProtocolFile } from './api/download-protocol-file';
import { useEventOptions } from './api/get-event-options';
import { useCabinetProtocols } from './api/get-protocols';
import { CorrectionDialog } from './correction-dialog';
import { ProtocolForm, RecalculationProgress } from './protocol-form';
import { VersionsDialog } from './versions-dialog';
import { StaleSeasons } from './stale-seasons';

const SORT_FIELDS = ['uploadDate', 'eventDate', 'protocolName'] as const;

/** The §7.3 messages of a deletion. */
export const DELETE_MESSAGES = {
  started: 'Начался пересчет протоколов, пожалуйста, не уходите с этой страницы до его окончания',
  failed: 'Ошибка удаления',
} as const;

/**
 * The protocols (issue 12, part 2 §3 Protocol, §7.3): an organizer's own (an administrator's: every
 * organizer's), newest uploads first; by name, event and season; open, download, edit and delete,
 * one or several at once, with the recalculation shown while it runs.
 */
export const ProtocolsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const sort = sortOf(search, SORT_FIELDS, { field: 'uploadDate', direction: -1 });
  const organizerId = listOrganizerId(scope, search.organizerId) ?? null;
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const list = useCabinetProtocols(
    {
      page,
      size,
      organizerId,
      eventId: search.eventId ?? null,
      year: search.year ?? null,
      searchText: search.q ?? null,
      sort: { fieldName: sort.field, direction: sort.direction },
    },
    !scope.readOnly,
  );
  const events = useEventOptions(search.year ?? seasonsNewestFirst()[0]!, organizerId, !scope.readOnly);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<ProtocolListItem | null>(null);
  const [correcting, setCorrecting] = useState<ProtocolListItem | null>(null);
  const [history, setHistory] = useState<ProtocolListItem | null>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const download = useDownloadProtocolFile();
  const remove = useDeleteProtocols({
    onMutate: () => {
      toast.info('Важно', DELETE_MESSAGES.started);
    },
    onSuccess: (message) => {
      toast.success('Успешно', message);
      setSelected(new Set());
      setDeleting(null);
    },
    onError: (error) => {
      toast.error('Ошибка', errorText(error, DELETE_MESSAGES.failed));
      setDeleting(null);
    },
  });

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  const items = list.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md">
      {scope.isAdmin && !scope.readOnly ? <StaleSeasons /> : null}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Поиск"
            placeholder="Название протокола или мероприятия"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              applyQuery(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label="Сезон"
            placeholder="Все сезоны"
            data={seasonsNewestFirst().map((season) => String(season))}
            value={search.year ? String(search.year) : null}
            onChange={(value) => setSearch({ year: value ? Number(value) : undefined, eventId: undefined })}
            clearable
            w={{ base: '100%', xs: 140 }}
          />
          <Select
            label="Мероприятие"
            placeholder="Все мероприятия"
            data={(events.data?.items ?? []).map((event) => ({
              value: String(event.id),
              label: `${formatDay(event.eventDate)} ${event.raceName}`,
            }))}
            value={search.eventId ? String(search.eventId) : null}
            onChange={(value) => setSearch({ eventId: value ? Number(value) : undefined })}
            clearable
            searchable
            nothingFoundMessage="Нет мероприятий"
            w={{ base: '100%', xs: 300 }}
          />
        </Group>
        <Group gap="md" align="center">
          <SampleProtocolLink />
          <Button
            component={Link}
            to="/lk/org/load"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
          >
            Загрузить протокол
          </Button>
        </Group>
      </Group>
      {selected.size > 0 ? (
        <Group gap="sm">
          <Text size="sm">Выбрано: {selected.size}</Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDeleting([...selected])}
          >
            Удалить выбранные
          </Button>
        </Group>
      ) : null}
      {remove.isPending ? <RecalculationProgress label="Удаление протоколов и пересчет рейтинга" /> : null}
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : items.length === 0 ? (
        <EmptyState title="Нет записей" />
      ) : (
        <>
          <CabinetTable minWidth={1000}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label="Выбрать все протоколы страницы"
                    checked={allSelected}
                    indeterminate={!allSelected && items.some((item) => selected.has(item.id))}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))
                    }
                  />
                </Table.Th>
                <SortHeader
                  field="protocolName"
                  label="Протокол"
                  sort={sort}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                <SortHeader
                  field="eventDate"
                  label="Мероприятие"
                  sort={sort}
                  firstDirection={-1}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                {scope.isAdmin ? <Table.Th>Организатор</Table.Th> : null}
                <Table.Th>Конфигурация</Table.Th>
                <Table.Th>Строк</Table.Th>
                <SortHeader
                  field="uploadDate"
                  label="Загружен"
                  sort={sort}
                  firstDirection={-1}
                  onSort={(next) => setSearch({ sort: next.field, dir: next.direction })}
                />
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((protocol) => (
                <Table.Tr key={protocol.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Выбрать протокол ${protocol.protocolName}`}
                      checked={selected.has(protocol.id)}
                      onChange={() => toggle(protocol.id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fw={500}>{protocol.protocolName}</Text>
                    <Group gap={6}>
                      {protocol.clusterAgeCategoryName ? (
                        <Text size="sm" c="dimmed">
                          {protocol.clusterAgeCategoryName}
                        </Text>
                      ) : null}
                      {protocol.isRatingProtocol ? (
                        <Badge size="xs" variant="light" c="dark.7">
                          рейтинговый
                        </Badge>
                      ) : null}
                      <ProvisionalMark compact closesAt={protocol.provisionalUntil} />
                      {protocol.openProtestsCount ? (
                        <Anchor
                          component={Link}
                          to="."
                          search={{ viewType: 'disputes', organizerId: search.organizerId } as never}
                          size="sm"
                        >
                          Протесты: {protocol.openProtestsCount}
                        </Anchor>
                      ) : null}
                      {protocol.versionNumber && protocol.versionNumber > 1 ? (
                        <Text size="xs" c="dimmed">
                          версия {protocol.versionNumber}
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {protocol.eventName}
                    <Text size="sm" c="dimmed">
                      {formatDay(protocol.eventDate)}
                    </Text>
                  </Table.Td>
                  {scope.isAdmin ? <Table.Td>{protocol.organizerName}</Table.Td> : null}
                  <Table.Td>{protocol.configName}</Table.Td>
                  <Table.Td>{protocol.resultsCount}</Table.Td>
                  <Table.Td>{formatDate(protocol.uploadDate)}</Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      <RowAction
                        label="Открыть протокол"
                        icon={<IconExternalLink size={18} aria-hidden="true" />}
                        href={`/results/details/${protocol.id}`}
                      />
                      <RowAction
                        label="Скачать исходный файл"
                        icon={<IconDownload size={18} aria-hidden="true" />}
                        onClick={() =>
                          download.mutate(
                            { id: protocol.id, name: protocol.protocolName },
                            {
                              onError: (error) =>
                                toast.error('Ошибка', errorText(error, 'Не удалось скачать файл')),
                            },
                          )
                        }
                      />
                      <RowAction
                        label="Скачать CSV"
                        icon={<IconFileSpreadsheet size={18} aria-hidden="true" />}
                        href={callUrl('GET /v1/Protocol/{id}/csv', { params: { id: protocol.id } })}
                        download
                      />
                      <RowAction
                        label="Редактировать"
                        icon={<IconEdit size={18} aria-hidden="true" />}
                        onClick={() => setEditing(protocol)}
                      />
                      <RowAction
                        label={RESULTS_LIFECYCLE_TEXTS.correctedUpload}
                        icon={<IconFileUpload size={18} aria-hidden="true" />}
                        onClick={() => setCorrecting(protocol)}
                      />
                      <RowAction
                        label={RESULTS_LIFECYCLE_TEXTS.versions}
                        icon={<IconHistory size={18} aria-hidden="true" />}
                        onClick={() => setHistory(protocol)}
                      />
                      <RowAction
                        label="Удалить"
                        color="red"
                        icon={<IconTrash size={18} aria-hidden="true" />}
                        onClick={() => setDeleting([protocol.id])}
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
      {editing ? <ProtocolForm protocol={editing} onClose={() => setEditing(null)} /> : null}
      {correcting ? <CorrectionDialog protocol={correcting} onClose={() => setCorrecting(null)} /> : null}
      {history ? <VersionsDialog protocol={history} onClose={() => setHistory(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={
          deleting && deleting.length > 1 ? `Удалить протоколы (${deleting.length})?` : 'Удалить протокол?'
        }
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        Результаты протокола будут удалены, рейтинг их сезонов пересчитан.
      </ConfirmDialog>
    </Stack>
  );
};
