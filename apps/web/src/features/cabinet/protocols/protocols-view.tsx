import { useState } from 'react';
import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import {
  IconDownload,
  IconEdit,
  IconExternalLink,
  IconFileSpreadsheet,
  IconFileUpload,
  IconHistory,
  IconRosetteDiscountCheck,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RESULTS_LIFECYCLE_TEXTS, type ProtocolListItem } from '@velo/contracts';
import { ProvisionalMark } from '@/components/display/provisional-mark';
import { formatDate, formatDay } from '@/components/format';
import { seasonsNewestFirst } from '@/components/seasons';
import { callUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { StatusBadge } from '../kit/status-badge';
import { useCabinetList } from '../kit/use-cabinet-list';
import { SampleProtocolLink } from '../upload/sample-link';
import { useDeleteProtocols } from './api/delete-protocols';
import { useDownloadProtocolFile } from './api/download-protocol-file';
import { useEventOptions } from './api/get-event-options';
import { protocolsList } from './api/get-protocols';
import { CorrectionDialog } from './correction-dialog';
import { OFFICIAL_WORDS, OfficialDialog } from './official-dialog';
import { ProtocolForm, RecalculationProgress } from './protocol-form';
import { StaleSeasons } from './stale-seasons';
import { VersionsDialog } from './versions-dialog';

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
  const list = useCabinetList(protocolsList);
  const { scope, search, setSearch } = list;
  const events = useEventOptions(search.year ?? seasonsNewestFirst()[0]!, list.organizerId, !scope.readOnly);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<ProtocolListItem | null>(null);
  const [correcting, setCorrecting] = useState<ProtocolListItem | null>(null);
  const [history, setHistory] = useState<ProtocolListItem | null>(null);
  const [makingOfficial, setMakingOfficial] = useState<ProtocolListItem | null>(null);
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

  return (
    <CabinetList
      state={list}
      above={scope.isAdmin ? <StaleSeasons /> : null}
      search={{ label: 'Поиск', placeholder: 'Название протокола или мероприятия', width: 280 }}
      filters={
        <>
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
        </>
      }
      add={
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
      }
      between={
        <>
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
          {remove.isPending ? (
            <RecalculationProgress label="Удаление протоколов и пересчет рейтинга" />
          ) : null}
        </>
      }
      empty="Нет записей"
      minWidth={1000}
      rowKey={(protocol) => protocol.id}
      selection={{
        selected,
        idOf: (protocol) => protocol.id,
        onChange: setSelected,
        label: (protocol) => `Выбрать протокол ${protocol.protocolName}`,
        allLabel: 'Выбрать все протоколы страницы',
      }}
      columns={[
        {
          key: 'name',
          header: 'Протокол',
          sortField: 'protocolName',
          card: 'title',
          cell: (protocol: ProtocolListItem) => (
            <>
              <Text fw={500}>{protocol.protocolName}</Text>
              <Group gap={6}>
                {protocol.clusterAgeCategoryName ? (
                  <Text size="sm" c="dimmed">
                    {protocol.clusterAgeCategoryName}
                  </Text>
                ) : null}
                {protocol.isRatingProtocol ? (
                  <StatusBadge size="xs" color="blue">
                    рейтинговый
                  </StatusBadge>
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
            </>
          ),
        },
        {
          key: 'event',
          header: 'Мероприятие',
          sortField: 'eventDate',
          cell: (protocol) => (
            <>
              {protocol.eventName}
              <Text size="sm" c="dimmed">
                {formatDay(protocol.eventDate)}
              </Text>
            </>
          ),
        },
        scope.isAdmin && {
          key: 'organizer',
          header: 'Организатор',
          cell: (protocol: ProtocolListItem) => protocol.organizerName,
        },
        { key: 'config', header: 'Конфигурация', cell: (protocol) => protocol.configName },
        { key: 'rows', header: 'Строк', cell: (protocol) => protocol.resultsCount },
        {
          key: 'uploaded',
          header: 'Загружен',
          sortField: 'uploadDate',
          cell: (protocol) => formatDate(protocol.uploadDate),
        },
      ]}
      actions={(protocol) => (
        <>
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
                  onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось скачать файл')),
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
          {protocol.provisionalUntil ? (
            <RowAction
              label={OFFICIAL_WORDS.open}
              icon={<IconRosetteDiscountCheck size={18} aria-hidden="true" />}
              onClick={() => setMakingOfficial(protocol)}
            />
          ) : null}
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
        </>
      )}
    >
      {editing ? <ProtocolForm protocol={editing} onClose={() => setEditing(null)} /> : null}
      {correcting ? <CorrectionDialog protocol={correcting} onClose={() => setCorrecting(null)} /> : null}
      {history ? <VersionsDialog protocol={history} onClose={() => setHistory(null)} /> : null}
      {makingOfficial ? (
        <OfficialDialog protocol={makingOfficial} onClose={() => setMakingOfficial(null)} />
      ) : null}
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
    </CabinetList>
  );
};
