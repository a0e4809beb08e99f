import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createNewsRequestSchema, NEWS_LIMITS, type News } from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { DayInput } from '../kit/day-input';
import { errorText } from '../kit/error-text';
import { useCreateNews } from './api/create-news';
import { useUpdateNews } from './api/update-news';

export type NewsFormValues = {
  title: string;
  text: string;
  /** Days, YYYY-MM-DD, or empty. */
  startVisibleInRunningLine: string;
  endVisibleInRunningLine: string;
};

/** The form's values for a news item (new: empty; the window's bounds as days). */
export const newsFormValues = (news: News | null): NewsFormValues => ({
  title: news?.title ?? '',
  text: news?.text ?? '',
  startVisibleInRunningLine: news?.startVisibleInRunningLine?.slice(0, 10) ?? '',
  endVisibleInRunningLine: news?.endVisibleInRunningLine?.slice(0, 10) ?? '',
});

type NewsFormProps = {
  /** The news item edited, or null for a new one. */
  news: News | null;
  onClose: () => void;
};

/**
 * Create or edit a news item (part 2 §3 News, §7.6): title, text, and the days the running line
 * shows its title (the end not before the start). Checked by the server's schema before sending.
 */
export const NewsForm = ({ news, onClose }: NewsFormProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { field, onSubmit } = useSchemaForm(createNewsRequestSchema, { initialValues: newsFormValues(news) });
  const done = (title: string) => () => {
    toast.success('Успешно', title);
    onClose();
  };
  const failed = (error: Error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить новость'));
  const create = useCreateNews({ onSuccess: done('Новость добавлена'), onError: failed });
  const update = useUpdateNews({ onSuccess: done('Новость сохранена'), onError: failed });
  const saving = create.isPending || update.isPending;

  const submit = onSubmit((values) => {
    const body = createNewsRequestSchema.parse(values);
    if (news) update.mutate({ ...body, id: news.id });
    else create.mutate(body);
  });

  return (
    <Modal
      opened
      onClose={saving ? () => {} : onClose}
      title={news ? 'Редактирование новости' : 'Новая новость'}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Заголовок" required maxLength={NEWS_LIMITS.titleMax} {...field('title')} />
          <Textarea label="Текст" rows={5} {...field('text')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DayInput label="Начало показа в бегущей строке" {...field('startVisibleInRunningLine')} />
            <DayInput label="Конец показа в бегущей строке" {...field('endVisibleInRunningLine')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Отмена
            </Button>
            <Button type="submit" loading={saving}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
