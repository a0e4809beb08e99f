import { useState } from 'react';
import { Anchor, Badge, Select, Text } from '@mantine/core';
import { IconMailOpened, IconMessage, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminNotification } from '@velo/contracts';
import { NOTIFICATION_TYPES } from '@velo/contracts/enums';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useDeletion } from '../kit/use-deletion';
import { useDeleteNotification } from './api/delete-notification';
import { notificationsList, notificationTypeOf } from './api/get-notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { Broadcasts } from './broadcasts';
import { NotificationMessageDialog } from './notification-message-dialog';
import { NOTIFICATION_TYPE_WORDS, notificationTarget } from './notification-types';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: NOTIFICATION_TYPE_WORDS[type],
}));

/** The link of a notification: to the rider, or to the view where it is dealt with. */
const Target = ({ notification }: { notification: AdminNotification }) => {
  const target = notificationTarget(notification);
  if (!target) return null;
  return target.kind === 'rider' ? (
    <Link to="/rating/details/$id" params={{ id: String(target.participantId) }}>
      Профиль участника
    </Link>
  ) : (
    <Link
      to="/lk/admin"
      search={
        {
          viewType: target.viewType,
          ...(target.q ? { q: target.q } : target.viewType === 'users' ? { status: 'waiting' } : {}),
        } as never
      }
    >
      {target.label}
    </Link>
  );
};

/**
 * The administrators' inbox (issue 14, part 2 §3 Notification, §7.6): newest first, filtered by
 * type; unread ones stand out and are marked read; a notification can be deleted; each leads to
 * what it is about. Above it, the three broadcasts (issue 42).
 */
export const NotificationsView = () => {
  const list = useCabinetList(notificationsList);
  const type = notificationTypeOf(list.search.type);
  const [messageOf, setMessageOf] = useState<AdminNotification | null>(null);
  const read = useMarkNotificationRead({
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отметить уведомление')),
  });
  const deletion = useDeletion({
    mutation: useDeleteNotification(),
    variables: (notification: AdminNotification) => notification.id,
    title: 'Удалить уведомление?',
    text: (notification) => `«${notification.subject}» будет удалено.`,
    success: 'Уведомление удалено',
  });

  return (
    <CabinetList
      state={list}
      above={list.scope.readOnly ? null : <Broadcasts />}
      filters={
        <Select
          label="Тип уведомления"
          placeholder="Все уведомления"
          data={TYPE_OPTIONS}
          value={type ?? null}
          onChange={(value) => list.setSearch({ type: value ?? undefined })}
          clearable
          searchable
          w={{ base: '100%', xs: 320 }}
        />
      }
      empty="Нет уведомлений"
      minWidth={760}
      rowKey={(notification) => notification.id}
      emphasis={(notification) => !notification.hasBeenRead}
      columns={[
        {
          key: 'created',
          header: 'Когда',
          cell: (notification: AdminNotification) => (
            <>
              {formatDate(notification.createdOn)}
              {notification.hasBeenRead ? null : (
                <Badge ml={6} size="xs" color="red" variant="filled">
                  новое
                </Badge>
              )}
            </>
          ),
        },
        {
          key: 'type',
          header: 'Тип',
          cell: (notification) => NOTIFICATION_TYPE_WORDS[notification.notificationType],
        },
        {
          key: 'subject',
          header: 'Уведомление',
          card: 'title',
          cell: (notification) => (
            <>
              <Text fw="inherit">{notification.subject}</Text>
              {notification.body ? (
                <Text size="sm" c="dimmed" fw={400} lineClamp={3}>
                  {notification.body}
                </Text>
              ) : null}
              <Anchor component="span" size="sm" fw={400}>
                <Target notification={notification} />
              </Anchor>
            </>
          ),
        },
      ]}
      actions={(notification) => (
        <>
          {notification.hasBeenRead ? null : (
            <RowAction
              label="Отметить прочитанным"
              icon={<IconMailOpened size={18} aria-hidden="true" />}
              onClick={() => read.mutate(notification.id)}
              disabled={read.isPending}
            />
          )}
          {notification.notificationMessage ? (
            <RowAction
              label={
                notification.notificationMessage.isSent
                  ? 'Сообщение (отправлено)'
                  : 'Сообщение (не отправлено)'
              }
              color={notification.notificationMessage.isSent ? 'green' : undefined}
              icon={<IconMessage size={18} aria-hidden="true" />}
              onClick={() => setMessageOf(notification)}
            />
          ) : null}
          <RowAction
            label="Удалить"
            color="red"
            icon={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => deletion.ask(notification)}
          />
        </>
      )}
    >
      {messageOf?.notificationMessage ? (
        <NotificationMessageDialog
          messageId={messageOf.notificationMessage.id}
          subject={messageOf.subject}
          onClose={() => setMessageOf(null)}
        />
      ) : null}
      {deletion.dialog}
    </CabinetList>
  );
};
