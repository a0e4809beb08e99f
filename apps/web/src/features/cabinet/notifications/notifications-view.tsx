import { useState } from 'react';
import { Anchor, Badge, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailOpened, IconMessage, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AdminNotification } from '@velo/contracts';
import { NOTIFICATION_TYPES, type NotificationType } from '@velo/contracts/enums';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useDeleteNotification } from './api/delete-notification';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { NotificationMessageDialog } from './notification-message-dialog';
import { NOTIFICATION_TYPE_WORDS, notificationTarget } from './notification-types';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: NOTIFICATION_TYPE_WORDS[type],
}));

const isNotificationType = (value: string | undefined): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value ?? '');

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
 * what it is about.
 */
export const NotificationsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const type = isNotificationType(search.type) ? search.type : undefined;
  const list = useNotifications({ page, size, notificationTypes: type ? [type] : null }, !scope.readOnly);
  const [deleting, setDeleting] = useState<AdminNotification | null>(null);
  const [messageOf, setMessageOf] = useState<AdminNotification | null>(null);
  const read = useMarkNotificationRead({
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отметить уведомление')),
  });
  const remove = useDeleteNotification({
    onSuccess: () => {
      toast.success('Успешно', 'Уведомление удалено');
      setDeleting(null);
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка удаления')),
  });

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      <Select
        label="Тип уведомления"
        placeholder="Все уведомления"
        data={TYPE_OPTIONS}
        value={type ?? null}
        onChange={(value) => setSearch({ type: value ?? undefined })}
        clearable
        searchable
        w={{ base: '100%', xs: 320 }}
      />
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет уведомлений" />
      ) : (
        <>
          <CabinetTable minWidth={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Когда</Table.Th>
                <Table.Th>Тип</Table.Th>
                <Table.Th>Уведомление</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((notification) => (
                <Table.Tr key={notification.id} fw={notification.hasBeenRead ? undefined : 600}>
                  <Table.Td>
                    {formatDate(notification.createdOn)}
                    {notification.hasBeenRead ? null : (
                      <Badge ml={6} size="xs" color="red" variant="filled">
                        новое
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{NOTIFICATION_TYPE_WORDS[notification.notificationType]}</Table.Td>
                  <Table.Td>
                    <Text fw="inherit">{notification.subject}</Text>
                    {notification.body ? (
                      <Text size="sm" c="dimmed" fw={400} lineClamp={3}>
                        {notification.body}
                      </Text>
                    ) : null}
                    <Anchor component="span" size="sm" fw={400}>
                      <Target notification={notification} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
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
                        onClick={() => setDeleting(notification)}
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
      {messageOf?.notificationMessage ? (
        <NotificationMessageDialog
          messageId={messageOf.notificationMessage.id}
          subject={messageOf.subject}
          onClose={() => setMessageOf(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Удалить уведомление?"
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `«${deleting.subject}» будет удалено.` : null}
      </ConfirmDialog>
    </Stack>
  );
};
