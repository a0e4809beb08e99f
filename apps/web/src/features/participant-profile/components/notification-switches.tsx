import { Stack, Switch, Text } from '@mantine/core';
import type { NotificationSettings } from '@velo/contracts';
import type { ChangeEvent } from 'react';
import { useSession } from '@/hooks/use-session';
import { toast } from '@/lib/toasts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

export const NOTIFICATION_SWITCH_TEXTS = {
  title: 'Уведомления',
  email: 'Письма на почту',
  emailHint: 'Ближайшие старты, итоги сезона, новые результаты. В каждом письме есть ссылка для отписки.',
  messenger: 'Сообщения бота в Telegram',
  messengerHint: 'Приходят, когда Telegram подключён.',
  failedTitle: 'Не удалось сохранить',
  failed: 'Настройка уведомлений не сохранилась, попробуйте ещё раз.',
} as const;

/** The owner's channels for notifications (issue 18): two switches, each saved on its own. */
export const NotificationSwitches = () => {
  const session = useSession();
  const token = session?.token ?? null;
  const settings = useNotificationSettings(token);
  const update = useUpdateNotificationSettings(token);
  if (!session || !settings.data) return null;

  const change = (key: keyof NotificationSettings) => (event: ChangeEvent<HTMLInputElement>) =>
    update.mutate(
      { [key]: event.currentTarget.checked },
      {
        onError: () => toast.error(NOTIFICATION_SWITCH_TEXTS.failedTitle, NOTIFICATION_SWITCH_TEXTS.failed),
      },
    );

  return (
    <Stack gap="xs" aria-label={NOTIFICATION_SWITCH_TEXTS.title} role="group">
      <Text fw={600} size="sm">
        {NOTIFICATION_SWITCH_TEXTS.title}
      </Text>
      <Switch
        checked={settings.data.notifyByEmail}
        onChange={change('notifyByEmail')}
        disabled={update.isPending}
        label={NOTIFICATION_SWITCH_TEXTS.email}
        description={NOTIFICATION_SWITCH_TEXTS.emailHint}
      />
      <Switch
        checked={settings.data.notifyByMessenger}
        onChange={change('notifyByMessenger')}
        disabled={update.isPending}
        label={NOTIFICATION_SWITCH_TEXTS.messenger}
        description={NOTIFICATION_SWITCH_TEXTS.messengerHint}
      />
    </Stack>
  );
};
