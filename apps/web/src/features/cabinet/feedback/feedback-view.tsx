import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useFeedback } from './api/get-feedback';
import { useMarkFeedbackAnswered } from './api/mark-feedback-answered';
import classes from './feedback-view.module.css';

export const FEEDBACK_STATUS_WORDS: Record<FeedbackStatus, string> = { new: 'Новое', answered: 'Отвечено' };

const FILTER = [
  { value: 'all', label: 'Все' },
  { value: 'new', label: 'Новые' },
  { value: 'answered', label: 'Отвеченные' },
];

const isStatus = (value: string | undefined): value is FeedbackStatus =>
  (FEEDBACK_STATUSES as readonly string[]).includes(value ?? '');

const StatusBadge = ({ status }: { status: FeedbackStatus }) => (
  <Badge size="sm" color={status === 'new' ? 'red' : 'green'} variant={status === 'new' ? 'filled' : 'light'}>
    {FEEDBACK_STATUS_WORDS[status]}
  </Badge>
);

/**
 * The feedback of the footer's form (issue 18): newest first, with its status (new / answered),
 * filtered by status (the query's `type`); a new message is marked answered once someone wrote back.
 */
export const FeedbackView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const status = isStatus(search.type) ? search.type : null;
  const list = useFeedback({ page, size, status }, !scope.readOnly);
  const answered = useMarkFeedbackAnswered({
    onSuccess: () => toast.success('Успешно', 'Сообщение отмечено отвеченным'),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отметить сообщение')),
  });

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Статус сообщений"
        data={FILTER}
        value={status ?? 'all'}
        onChange={(value) => setSearch({ type: value === 'all' ? undefined : value })}
        w={{ base: '100%', xs: 'auto' }}
        className={classes.filter}
      />
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет сообщений" />
      ) : (
        <>
          <CabinetTable minWidth={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Когда</Table.Th>
                <Table.Th>От кого</Table.Th>
                <Table.Th>Сообщение</Table.Th>
                <Table.Th>Статус</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((item: Feedback) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{formatDate(item.createdOn)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.name}
                    </Text>
                    <Anchor href={`mailto:${item.email}`} size="sm">
                      {item.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.text} lineClamp={6}>
                      {item.text}
                    </Text>
                    {item.page ? (
                      <Text size="xs" c="dimmed" className={classes.page}>
                        Страница: {item.page}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {item.status === 'new' ? (
                        <RowAction
                          label="Отметить отвеченным"
                          icon={<IconCheck size={18} aria-hidden="true" />}
                          onClick={() => answered.mutate(item.id)}
                          disabled={answered.isPending}
                        />
                      ) : null}
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
    </Stack>
  );
};
