import { Avatar, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { Organizer } from '@velo/contracts';
import { useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useDeleteOrganizer } from './api/delete-organizer';
import { useOrganizersPage } from './api/get-organizers-page';
import { OrganizerForm } from './organizer-form';

/** The organizers (part 2 §2.9, §7.5): a table by name, and create, edit and delete. */
export const OrganizersView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const list = useOrganizersPage({ page, size, name: search.q ?? null });
  const [editing, setEditing] = useState<Organizer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Organizer | null>(null);
  const remove = useDeleteOrganizer({
    onSuccess: () => {
      toast.success('Успешно', 'Организатор удален');
      setDeleting(null);
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка удаления')),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {scope.readOnly ? null : (
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
        )}
        {scope.readOnly ? null : (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Добавить
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет записей" />
      ) : (
        <>
          <CabinetTable minWidth={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th pos="relative">
                  <VisuallyHidden>Логотип</VisuallyHidden>
                </Table.Th>
                <Table.Th>Название</Table.Th>
                <Table.Th>Описание</Table.Th>
                <Table.Th>Изменен</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((organizer) => (
                <Table.Tr key={organizer.id}>
                  <Table.Td>
                    <Avatar src={fileUrl(organizer.logoId)} alt="" radius="sm" size={36}>
                      {organizer.name.slice(0, 1)}
                    </Avatar>
                  </Table.Td>
                  <Table.Td>
                    <Text fw={500}>{organizer.name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {organizer.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(organizer.updatedOn)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <RowAction
                        label="Редактировать"
                        icon={<IconEdit size={18} aria-hidden="true" />}
                        onClick={() => setEditing(organizer)}
                        disabled={scope.readOnly}
                      />
                      <RowAction
                        label="Удалить"
                        color="red"
                        icon={<IconTrash size={18} aria-hidden="true" />}
                        onClick={() => setDeleting(organizer)}
                        disabled={scope.readOnly}
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
        <OrganizerForm organizer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Удалить организатора?"
        confirmLabel="Удалить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `Организатор «${deleting.name}» будет удален. Организатора, на которого ссылаются мероприятия, протоколы или кластеры, удалить нельзя.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
};
