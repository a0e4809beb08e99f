import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { ProtocolConfig } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { listOrganizerId, useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useCloneConfig } from './api/clone-config';
import { useDeleteConfig } from './api/delete-config';
import { useConfigs, useDefaultConfig } from './api/get-configs';
import { ConfigForm } from './config-form';

const MODE_WORDS = { auto: 'авто', custom: 'вручную', ignore: 'не учитывается' } as const;

/** F and Q in a line: 'F вручную 0.5 · Q авто'. */
export const coefficientsText = (config: ProtocolConfig): string =>
  [
    `F ${MODE_WORDS[config.significanceRatioCalculationMode]}${config.significanceRatioCalculationMode === 'custom' ? ` ${config.significanceRatio}` : ''}`,
    `Q ${MODE_WORDS[config.representationRatioCalculationMode]}${config.representationRatioCalculationMode === 'custom' ? ` ${config.representationRatio}` : ''}`,
  ].join(' · ');

const periodText = (config: ProtocolConfig) => {
  const start = formatDay(config.startDate?.slice(0, 10));
  const end = formatDay(config.endDate?.slice(0, 10));
  return !start && !end
    ? 'Без ограничений'
    : [start && `с ${start}`, end && `по ${end}`].filter(Boolean).join(' ');
};

/**
 * The protocol configs (issue 12, part 2 §3): an organizer's own and the default (read-only for
 * organizers), an administrator's all; create, edit, clone and delete.
 */
export const ConfigsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const organizerId = listOrganizerId(scope, search.organizerId) ?? null;
  const list = useConfigs({ page, size, organizerId, name: search.q ?? null }, !scope.readOnly);
  // Organizers work with the national default too: it is pinned above their own.
  const national = useDefaultConfig(!scope.readOnly && !scope.isAdmin);
  const [editing, setEditing] = useState<{ config: ProtocolConfig | null; readOnly: boolean } | null>(null);
  const [deleting, setDeleting] = useState<ProtocolConfig | null>(null);
  const clone = useCloneConfig({
    onSuccess: (copy) => toast.success('Успешно', `Конфигурация склонирована: «${copy.name}»`),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка клонирования конфигурации')),
  });
  const remove = useDeleteConfig({
    onSuccess: () => {
      toast.success('Успешно', 'Конфигурация удалена');
      setDeleting(null);
    },
    onError: (error) => {
      toast.error('Ошибка', errorText(error, 'Ошибка удаления'));
      setDeleting(null);
    },
  });

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  const rows = [
    ...(national.data && !search.q && page === 1 ? [national.data] : []),
    ...(list.data?.items ?? []).filter((config) => config.id !== national.data?.id),
  ];
  const canEdit = (config: ProtocolConfig) => scope.isAdmin || !config.isDefault;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Поиск"
          placeholder="Название конфигурации"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            applyQuery(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 300 }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ config: null, readOnly: false })}
        >
          Добавить
        </Button>
      </Group>
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : rows.length === 0 ? (
        <EmptyState title="Нет записей" />
      ) : (
        <>
          <CabinetTable minWidth={820}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Название</Table.Th>
                {scope.isAdmin ? <Table.Th>Организатор</Table.Th> : null}
                <Table.Th>Период</Table.Th>
                <Table.Th>Коэффициенты</Table.Th>
                <Table.Th>Мест с очками</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((config) => (
                <Table.Tr key={config.id}>
                  <Table.Td>
                    <Text fw={500}>{config.name}</Text>
                    {config.isDefault ? (
                      <Badge size="xs" variant="light" c="dark.7">
                        по умолчанию
                      </Badge>
                    ) : null}
                  </Table.Td>
                  {scope.isAdmin ? <Table.Td>{config.organizer?.name ?? 'Национальная'}</Table.Td> : null}
                  <Table.Td>{periodText(config)}</Table.Td>
                  <Table.Td>{coefficientsText(config)}</Table.Td>
                  <Table.Td>{config.scoreDistribution.length}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {canEdit(config) ? (
                        <RowAction
                          label="Редактировать"
                          icon={<IconEdit size={18} aria-hidden="true" />}
                          onClick={() => setEditing({ config, readOnly: false })}
                        />
                      ) : (
                        <RowAction
                          label="Просмотр"
                          icon={<IconEye size={18} aria-hidden="true" />}
                          onClick={() => setEditing({ config, readOnly: true })}
                        />
                      )}
                      <RowAction
                        label="Клонировать"
                        icon={<IconCopy size={18} aria-hidden="true" />}
                        onClick={() => clone.mutate(config.id)}
                        disabled={clone.isPending}
                      />
                      {canEdit(config) && !config.isDefault ? (
                        <RowAction
                          label="Удалить"
                          color="red"
                          icon={<IconTrash size={18} aria-hidden="true" />}
                          onClick={() => setDeleting(config)}
                        />
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CabinetTable>
          {list.data.totalCount > 0 ? (
            <Pager
              page={page}
              size={size}
              totalCount={list.data.totalCount}
              hrefOf={pageHref}
              onPage={(next) => setSearch({ page: next })}
              onSize={(next) => setSearch({ size: next })}
            />
          ) : null}
        </>
      )}
      {editing ? (
        <ConfigForm config={editing.config} readOnly={editing.readOnly} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Удалить конфигурацию?"
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `Конфигурация «${deleting.name}» будет удалена. Конфигурацию, по которой посчитаны протоколы, удалить нельзя.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
};
