import { Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { Cluster } from '@velo/contracts';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { disciplineLabel, formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { listOrganizerId, useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { SortHeader } from '../kit/sort-header';
import { sortOf, useCabinetSearch } from '../kit/use-cabinet-search';
import { useCloneCluster } from './api/clone-cluster';
import { useDeleteCluster } from './api/delete-cluster';
import { useCabinetClusters } from './api/get-clusters';
import { ClusterPreview } from './cluster-preview';

/** The dialog and its drag and drop (dnd-kit) load when it is first opened. */
const ClusterForm = lazy(() => import('./cluster-form').then((module) => ({ default: module.ClusterForm })));

export const EMPTY_CLUSTERS = 'Кластеры еще не созданы...';
export const DELETE_QUESTION = 'Вы уверены, что хотите удалить кластер?';

const SORT_FIELDS = ['createdOn', 'name'] as const;
type SortField = (typeof SORT_FIELDS)[number];
/** createdOn, newest first (§9). */
const DEFAULT_SORT = { field: 'createdOn', direction: -1 } as const;
/** A column's first direction when it is chosen: dates newest first, names from A. */
const FIRST_DIRECTION: Record<SortField, 1 | -1> = { createdOn: -1, name: 1 };

/**
 * The clusters of age categories (part 2 §2.8, §7.4): a table by created date or name, a search by
 * name (and the shell's organizer filter for administrators), and view, edit, delete and duplicate.
 * An unconfirmed account sees an empty, read-only list and nothing is asked of the server.
 */
export const ClustersView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const sort = sortOf(search, SORT_FIELDS, DEFAULT_SORT);
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const list = useCabinetClusters(
    {
      page,
      size,
      name: search.q ?? null,
      organizerId: listOrganizerId(scope, search.organizerId) ?? null,
      sort: { fieldName: sort.field, direction: sort.direction },
    },
    !scope.readOnly,
  );
  const [editing, setEditing] = useState<Cluster | 'new' | null>(null);
  const [viewing, setViewing] = useState<Cluster | null>(null);
  const [deleting, setDeleting] = useState<Cluster | null>(null);
  const remove = useDeleteCluster({
    onSuccess: () => {
      toast.success('Успешно', 'Кластер удален');
      setDeleting(null);
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка удаления')),
  });
  const clone = useCloneCluster({
    onSuccess: (copy) => toast.success('Кластер склонирован', `«${copy.name}»`),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка клонирования кластеров')),
  });

  const onSort = (field: SortField, direction: 1 | -1) => {
    const isDefault = field === DEFAULT_SORT.field && direction === DEFAULT_SORT.direction;
    setSearch({ sort: isDefault ? undefined : field, dir: isDefault ? undefined : direction });
  };

  const filtered = Boolean(search.q);
  const body = scope.readOnly ? (
    <EmptyState title="Нет записей" />
  ) : list.isPending ? (
    <ViewSkeleton />
  ) : list.isError ? (
    <LoadError />
  ) : list.data.items.length === 0 ? (
    <EmptyState title={filtered ? 'Нет записей' : EMPTY_CLUSTERS} />
  ) : (
    <>
      <CabinetTable minWidth={scope.isAdmin ? 860 : 720}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              field="createdOn"
              label="Создан"
              sort={sort}
              firstDirection={FIRST_DIRECTION.createdOn}
              onSort={(next) => onSort(next.field, next.direction)}
            />
            <SortHeader
              field="name"
              label="Название"
              sort={sort}
              firstDirection={FIRST_DIRECTION.name}
              onSort={(next) => onSort(next.field, next.direction)}
            />
            {scope.isAdmin ? <Table.Th>Организатор</Table.Th> : null}
            <Table.Th>Тип гонки</Table.Th>
            <Table.Th>Комментарий</Table.Th>
            <Table.Th pos="relative">
              <VisuallyHidden>Действия</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={list.isFetching}>
          {list.data.items.map((cluster) => (
            <Table.Tr key={cluster.id}>
              <Table.Td>{formatDate(cluster.createdOn)}</Table.Td>
              <Table.Td>
                <Text fw={500}>{cluster.name}</Text>
              </Table.Td>
              {scope.isAdmin ? <Table.Td>{cluster.organizer.name}</Table.Td> : null}
              <Table.Td>{disciplineLabel(cluster.disciplineName) || '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {cluster.comment}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <RowAction
                    label="Просмотр"
                    icon={<IconEye size={18} aria-hidden="true" />}
                    onClick={() => setViewing(cluster)}
                  />
                  <RowAction
                    label="Редактировать"
                    icon={<IconEdit size={18} aria-hidden="true" />}
                    onClick={() => setEditing(cluster)}
                  />
                  <RowAction
                    label="Дублировать"
                    icon={<IconCopy size={18} aria-hidden="true" />}
                    onClick={() => clone.mutate(cluster.id)}
                    disabled={clone.isPending}
                  />
                  <RowAction
                    label="Удалить"
                    color="red"
                    icon={<IconTrash size={18} aria-hidden="true" />}
                    onClick={() => setDeleting(cluster)}
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
        label="кластеров"
        hrefOf={pageHref}
        onPage={(next) => setSearch({ page: next })}
        onSize={(next) => setSearch({ size: next })}
      />
    </>
  );

  return (
    <Stack gap="md">
      {scope.readOnly ? null : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <TextInput
            aria-label="Поиск по названию"
            placeholder="Поиск по названию"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              applyQuery(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 320 }}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Добавить
          </Button>
        </Group>
      )}
      {body}
      {editing ? (
        <Suspense fallback={null}>
          <ClusterForm cluster={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {viewing ? <ClusterPreview cluster={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={DELETE_QUESTION}
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `Кластер «${deleting.name}» и его возрастные категории будут удалены.` : null}
      </ConfirmDialog>
    </Stack>
  );
};
