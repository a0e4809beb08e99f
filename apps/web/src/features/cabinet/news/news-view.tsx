import { Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { News } from '@velo/contracts';
import { useState } from 'react';
import { formatDate, formatDay } from '@/components/format';
import { CabinetList } from '../kit/cabinet-list';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useDeletion } from '../kit/use-deletion';
import { useDeleteNews } from './api/delete-news';
import { newsList } from './api/get-news';
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
  const list = useCabinetList(newsList);
  const [editing, setEditing] = useState<News | 'new' | null>(null);
  const deletion = useDeletion({
    mutation: useDeleteNews(),
    variables: (news: News) => news.id,
    title: 'Удалить новость?',
    text: (news) => `Новость «${news.title}» будет удалена и пропадет из бегущей строки.`,
    success: 'Новость удалена',
    cancelLabel: 'Отмена',
  });

  return (
    <CabinetList
      state={list}
      search={{ label: 'Поиск по заголовку', hiddenLabel: true, width: 320 }}
      add={{ label: 'Добавить', onClick: () => setEditing('new') }}
      empty="Нет записей"
      minWidth={680}
      rowKey={(news) => news.id}
      columns={[
        {
          key: 'title',
          header: 'Заголовок',
          card: 'title',
          cell: (news) => (
            <>
              <Text fw={500}>{news.title}</Text>
              {news.text ? (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {news.text}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'window', header: 'Бегущая строка', cell: windowText },
        { key: 'created', header: 'Создана', cell: (news) => formatDate(news.createdOn) },
      ]}
      actions={(news) => (
        <>
          <RowAction
            label="Редактировать"
            icon={<IconEdit size={18} aria-hidden="true" />}
            onClick={() => setEditing(news)}
          />
          <RowAction
            label="Удалить"
            color="red"
            icon={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => deletion.ask(news)}
          />
        </>
      )}
    >
      {editing ? (
        <NewsForm news={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deletion.dialog}
    </CabinetList>
  );
};
