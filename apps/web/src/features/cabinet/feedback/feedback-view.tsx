import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Feedback, FeedbackStatus } from '@velo/contracts';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { StatusBadge } from '../kit/status-badge';
import { useCabinetList } from '../kit/use-cabinet-list';
import { feedbackList, feedbackStatusOf } from './api/get-feedback';
import { useMarkFeedbackAnswered } from './api/mark-feedback-answered';
import classes from './feedback-view.module.css';

export const FEEDBACK_STATUS_WORDS: Record<FeedbackStatus, string> = { new: 'Новое', answered: 'Отвечено' };

const FILTER = [
  { value: 'all', label: 'Все' },
  { value: 'new', label: 'Новые' },
  { value: 'answered', label: 'Отвеченные' },
];

const FeedbackBadge = ({ status }: { status: FeedbackStatus }) => (
  <StatusBadge
    size="sm"
    color={status === 'new' ? 'red' : 'green'}
    variant={status === 'new' ? 'filled' : 'light'}
  >
    {FEEDBACK_STATUS_WORDS[status]}
  </StatusBadge>
);

/**
 * The feedback of the footer's form (issue 18): newest first, with its status (new / answered),
 * filtered by status (the query's `type`); a new message is marked answered once someone wrote back.
 */
export const FeedbackView = () => {
  const list = useCabinetList(feedbackList);
  const status = feedbackStatusOf(list.search.type);
  const answered = useMarkFeedbackAnswered({
    onSuccess: () => toast.success('Успешно', 'Сообщение отмечено отвеченным'),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отметить сообщение')),
  });

  return (
    <CabinetList
      state={list}
      filters={
        <SegmentedControl
          aria-label="Статус сообщений"
          data={FILTER}
          value={status ?? 'all'}
          onChange={(value) => list.setSearch({ type: value === 'all' ? undefined : value })}
          w={{ base: '100%', xs: 'auto' }}
          className={classes.filter}
        />
      }
      empty="Нет сообщений"
      minWidth={760}
      rowKey={(item) => item.id}
      columns={[
        { key: 'created', header: 'Когда', cell: (item: Feedback) => formatDate(item.createdOn) },
        {
          key: 'from',
          header: 'От кого',
          card: 'title',
          cell: (item) => (
            <>
              <Text size="sm" fw={500}>
                {item.name}
              </Text>
              <Anchor href={`mailto:${item.email}`} size="sm">
                {item.email}
              </Anchor>
            </>
          ),
        },
        {
          key: 'text',
          header: 'Сообщение',
          card: 'wide',
          cell: (item) => (
            <>
              <Text size="sm" className={classes.text} lineClamp={6}>
                {item.text}
              </Text>
              {item.page ? (
                <Text size="xs" c="dimmed" className={classes.page}>
                  Страница: {item.page}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'status', header: 'Статус', cell: (item) => <FeedbackBadge status={item.status} /> },
      ]}
      actions={(item) =>
        item.status === 'new' ? (
          <RowAction
            label="Отметить отвеченным"
            icon={<IconCheck size={18} aria-hidden="true" />}
            onClick={() => answered.mutate(item.id)}
            disabled={answered.isPending}
          />
        ) : null
      }
    />
  );
};
