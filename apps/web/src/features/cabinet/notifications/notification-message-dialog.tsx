import { useState } from 'react';
import { Badge, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  NOTIFICATION_MESSAGE_LIMITS,
  updateNotificationMessageFormSchema,
  type NotificationMessage,
  type SendNotificationMessageResponse,
} from '@velo/contracts';
import { LoadError } from '@/components/display/empty-state';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { useDeleteNotificationMessage } from './api/delete-notification-message';
import { useNotificationMessage } from './api/get-notification-message';
import { useSendNotificationMessage } from './api/send-notification-message';
import { useUpdateNotificationMessage } from './api/update-notification-message';

/** What a send did, for its toast. */
export const sentText = ({ mails, chats }: SendNotificationMessageResponse, resend: boolean): string => {
  if (mails === 0 && !resend) return 'Сообщение уже было отправлено';
  const parts = [`писем: ${mails}`, ...(chats > 0 ? [`сообщений в Telegram: ${chats}`] : [])];
  return `Сообщение отправлено (${parts.join(', ')})`;
};

type MessageFormProps = {
  message: NotificationMessage;
  onDeleted: () => void;
};

/** The text, saved on its own; sent (or sent again) once saved. */
const MessageForm = ({ message, onDeleted }: MessageFormProps) => {
  const { form, field, onSubmit } = useSchemaForm(updateNotificationMessageFormSchema, {
    initialValues: { id: message.id, text: message.text },
  });
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateNotificationMessage({
    onSuccess: (saved) => {
      form.setValues({ id: saved.id, text: saved.text });
      form.resetDirty({ id: saved.id, text: saved.text });
      toast.success('Успешно', 'Текст сообщения сохранён');
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить сообщение')),
  });
  const send = useSendNotificationMessage({
    onSuccess: (answer, { resend }) => toast.success('Успешно', sentText(answer, resend)),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отправить сообщение')),
  });
  const remove = useDeleteNotificationMessage({
    onSuccess: () => {
      toast.success('Успешно', 'Сообщение удалено');
      setDeleting(false);
      onDeleted();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка удаления')),
  });
  const dirty = form.isDirty();
  const busy = update.isPending || send.isPending;

  const submit = onSubmit((values) => {
    const { id, text } = updateNotificationMessageFormSchema.parse(values);
    update.mutate({ id, text });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">Состояние:</Text>
          {message.isSent ? (
            <Badge color="green" variant="light">
              Отправлено
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Не отправлено
            </Badge>
          )}
        </Group>
        <Textarea
          label="Текст сообщения"
          description="Уходит письмом получателям уведомления и в их чаты с ботом Telegram"
          required
          rows={8}
          maxLength={NOTIFICATION_MESSAGE_LIMITS.textMax}
          {...field('text')}
        />
        {dirty ? (
          <Text size="sm" c="dimmed">
            Сохраните текст, чтобы отправить его.
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="red" onClick={() => setDeleting(true)} disabled={busy}>
            Удалить сообщение
          </Button>
          <Group gap="sm">
            <Button
              type="submit"
              variant="default"
              loading={update.isPending}
              disabled={!dirty || send.isPending}
            >
              Сохранить
            </Button>
            <Button
              onClick={() => send.mutate({ id: message.id, resend: message.isSent })}
              loading={send.isPending}
              disabled={dirty || update.isPending}
            >
              {message.isSent ? 'Отправить повторно' : 'Отправить'}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title="Удалить сообщение?"
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(message.id)}
        onClose={() => setDeleting(false)}
      >
        Уведомление останется, но отправить его будет нечем.
      </ConfirmDialog>
    </form>
  );
};

type NotificationMessageDialogProps = {
  messageId: number;
  /** The notification's subject: the mail's subject too. */
  subject: string;
  onClose: () => void;
};

/**
 * A notification's message (issue 18, part 2 §3): an administrator edits its text and sends it by
 * mail and the bot, or sends it again; or deletes it.
 */
export const NotificationMessageDialog = ({
  messageId,
  subject,
  onClose,
}: NotificationMessageDialogProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const message = useNotificationMessage(messageId);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Сообщение уведомления"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">
          Тема письма: <b>{subject}</b>
        </Text>
        {message.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label="Загрузка" />
          </Group>
        ) : message.isError ? (
          <LoadError />
        ) : (
          <MessageForm key={message.data.id} message={message.data} onDeleted={onClose} />
        )}
      </Stack>
    </Modal>
  );
};
