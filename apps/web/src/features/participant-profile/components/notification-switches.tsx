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
  noticesTitle: 'О новых протоколах',
  ownResults: 'Мои результаты',
  ownResultsHint: 'Место, время и очки, когда опубликован протокол с вашим результатом.',
  favoriteParticipants: 'Результаты избранных участников',
  favoriteParticipantsHint: 'Результаты гонщиков, на которых вы подписаны, и их место в рейтинге.',
  favoriteEvents: 'Протоколы избранных мероприятий',
  favoriteEventsHint: 'Победители и ссылка на протокол мероприятий из избранного.',
  failedTitle: 'Не удалось сохранить',
  failed: 'Настройка уведомлений не сохранилась, попробуйте ещё раз.',
} as const;

const NOTICE_SWITCHES = [
  {
    key: 'notifyOwnResults',
    label: NOTIFICATION_SWITCH_TEXTS.ownResults,
    hint: NOTIFICATION_SWITCH_TEXTS.ownResultsHint,
  },
  {
    key: 'notifyFavoriteParticipants',
    label: NOTIFICATION_SWITCH_TEXTS.favoriteParticipants,
    hint: NOTIFICATION_SWITCH_TEXTS.favoriteParticipantsHint,
  },
  {
    key: 'notifyFavoriteEvents',
    label: NOTIFICATION_SWITCH_TEXTS.favoriteEvents,
    hint: NOTIFICATION_SWITCH_TEXTS.favoriteEventsHint,
  },
] as const satisfies readonly { key: keyof NotificationSettings; label: string; hint: string }[];

/**
 * The owner's channels for notifications (issue 18) and the results notices they want (issue 19):
 * switches, each saved on its own.
 */
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
      <Text fw={600} size="sm" mt="xs">
        {NOTIFICATION_SWITCH_TEXTS.noticesTitle}
      </Text>
      {NOTICE_SWITCHES.map(({ key, label, hint }) => (
        <Switch
          key={key}
          checked={settings.data[key]}
          onChange={change(key)}
          disabled={update.isPending}
          label={label}
          description={hint}
        />
      ))}
    </Stack>
  );
};
