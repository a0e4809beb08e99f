import { Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { News } from '@velo/contracts';
import { useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate, formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useDeleteNews } from './api/delete-news';
import { useNews } from './api/get-news';
import { NewsForm } from './news-form';

/** The running-line window as read: 'с 01/12/2026 по 07/12/2026', an open bound left out. */
export const windowText = (news: Pick<News, 'startVisibleInRunningLine' | 'endVisibleInRunningLine'>) => {
  const start = formatDay(news.startVisibleInRunningLine);
  const end = formatDay(news.endVisibleInRunningLine);
  if (!start && !end) return 'Не показывается';
  return [start && `с ${start}`, end && `по ${end}`].filter(Boolean).join(' ');
};

/** The news (part 2 §2.9, §7.6): a table by title, and create, edit and delete. */
export const NewsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const [query, setQuery] = useState(search.q ?? '');
  const applyQuery = useDebouncedCallback((q: string) => setSearch({ q: q.trim() || undefined }), 400);
  const list = useNews({ page, size, title: search.q ?? null });
  const [editing, setEditing] = useState<News | 'new' | null>(null);
  const [deleting, setDeleting] = useState<News | null>(null);
  const remove = useDeleteNews({
    onSuccess: () => {
      toast.success('Успешно', 'Новость удалена');
      setDeleting(null);
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка удаления')),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {scope.readOnly ? null : (
          <TextInput
            aria-label="Поиск по заголовку"
            placeholder="Поиск по заголовку"
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
          <CabinetTable minWidth={680}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Заголовок</Table.Th>
                <Table.Th>Бегущая строка</Table.Th>
                <Table.Th>Создана</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((news) => (
                <Table.Tr key={news.id}>
                  <Table.Td>
                    <Text fw={500}>{news.title}</Text>
                    {news.text ? (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {news.text}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{windowText(news)}</Table.Td>
                  <Table.Td>{formatDate(news.createdOn)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <RowAction
                        label="Редактировать"
                        icon={<IconEdit size={18} aria-hidden="true" />}
                        onClick={() => setEditing(news)}
                        disabled={scope.readOnly}
                      />
                      <RowAction
                        label="Удалить"
                        color="red"
                        icon={<IconTrash size={18} aria-hidden="true" />}
                        onClick={() => setDeleting(news)}
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
        <NewsForm news={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Удалить новость?"
        confirmLabel="Удалить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `Новость «${deleting.title}» будет удалена и пропадет из бегущей строки.` : null}
      </ConfirmDialog>
    </Stack>
  );
};
