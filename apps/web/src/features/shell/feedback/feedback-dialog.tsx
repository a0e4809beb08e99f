import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FEEDBACK_LIMITS, feedbackRequestSchema } from '@velo/contracts';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSendFeedback } from '../api/send-feedback';
import classes from './feedback-dialog.module.css';

export const FEEDBACK_SENT = 'Сообщение отправлено. Спасибо!';

type FeedbackDialogProps = {
  onClose: () => void;
  /** The signed-in user's name and e-mail, filled in for them. */
  name?: string;
  email?: string;
};

/**
 * The footer's 'Обратная связь' (issue 18): name, e-mail and text, checked by the server's schema
 * before sending; the page the dialog was opened on goes along. `website` is a field people do not
 * see (a robot fills it in, and the server then keeps nothing).
 */
export const FeedbackDialog = ({ onClose, name = '', email = '' }: FeedbackDialogProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { form, field, onSubmit } = useSchemaForm(feedbackRequestSchema, {
    initialValues: { name, email, text: '', website: '' },
  });
  const send = useSendFeedback({
    onSuccess: () => {
      toast.success('Успешно', FEEDBACK_SENT);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        (error instanceof ApiError ? error.serverMessage : null) || 'Не удалось отправить сообщение',
      ),
  });

  const submit = onSubmit((values) =>
    send.mutate({ ...feedbackRequestSchema.parse(values), page: window.location.href }),
  );

  return (
    <Modal
      opened
      onClose={send.isPending ? () => {} : onClose}
      title="Обратная связь"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Имя"
            required
            autoComplete="name"
            maxLength={FEEDBACK_LIMITS.nameMax}
            {...field('name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            maxLength={FEEDBACK_LIMITS.emailMax}
            {...field('email')}
          />
          <Textarea
            label="Сообщение"
            required
            rows={6}
            maxLength={FEEDBACK_LIMITS.textMax}
            {...field('text')}
          />
          <div className={classes.trap} aria-hidden="true">
            <label>
              Сайт
              <input type="text" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
            </label>
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={send.isPending}>
              Отправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
