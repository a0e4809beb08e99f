import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { TelegramChannel } from '@velo/contracts';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { AddChannelDialog } from './add-channel-dialog';
import { useChannelBotEnabled } from './api/get-channel-bot-enabled';
import { channelsList } from './api/get-telegram-channels';
import { useRefreshTelegramChannel } from './api/refresh-telegram-channel';
import { formatDateTime } from '../kit/format-date-time';

export const BOT_OFF_NOTICE =
  'Бот Telegram не настроен (TELEGRAM_BOT_TOKEN): каналы нельзя добавить и обновить, список показан как есть.';

/** When a channel was last read from Telegram: dd/MM/yyyy HH:mm, or a dash. */
export const refreshedText = (timestamp: string | null): string => formatDateTime(timestamp) || '—';

const membersFormat = new Intl.NumberFormat('ru-RU');

/**
 * The portal's messenger channels (issue 18): title and link, organizer, members and the last
 * refresh from Telegram, with 'Обновить' per row and adding a channel. Without a configured bot
 * the list stays readable and the writes are hidden.
 */
export const ChannelsView = () => {
  const list = useCabinetList(channelsList);
  const bot = useChannelBotEnabled(!list.scope.readOnly);
  const botOn = bot.data === true;
  const [adding, setAdding] = useState(false);
  const refresh = useRefreshTelegramChannel({
    onSuccess: (channel) => toast.success('Успешно', `Канал «${channel.title}» обновлён`),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось обновить канал')),
  });

  return (
    <CabinetList
      state={list}
      above={
        bot.data === false ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} role="status">
            {BOT_OFF_NOTICE}
          </Alert>
        ) : null
      }
      add={
        botOn
          ? {
              label: 'Добавить канал',
              icon: <IconPlus size={16} aria-hidden="true" />,
              onClick: () => setAdding(true),
            }
          : null
      }
      empty="Нет каналов"
      minWidth={720}
      rowKey={(channel) => channel.id}
      columns={[
        {
          key: 'channel',
          header: 'Канал',
          card: 'title',
          cell: (channel: TelegramChannel) => (
            <>
              <Text size="sm" fw={500}>
                {channel.title || 'Без названия'}
              </Text>
              {channel.link ? (
                <Anchor href={channel.link} target="_blank" rel="noopener noreferrer" size="sm">
                  @{channel.username}
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed">
                  Закрытый канал, id {channel.chatId}
                </Text>
              )}
            </>
          ),
        },
        { key: 'organizer', header: 'Организатор', cell: (channel) => channel.organizer?.name ?? '—' },
        {
          key: 'members',
          header: 'Подписчики',
          align: 'right',
          cell: (channel) => (channel.memberCount === null ? '—' : membersFormat.format(channel.memberCount)),
        },
        { key: 'refreshed', header: 'Обновлён', cell: (channel) => refreshedText(channel.refreshedOn) },
      ]}
      actions={
        botOn
          ? (channel) => (
              <RowAction
                label="Обновить"
                icon={<IconRefresh size={18} aria-hidden="true" />}
                onClick={() => refresh.mutate(channel.id)}
                disabled={refresh.isPending}
              />
            )
          : undefined
      }
    >
      {adding ? <AddChannelDialog organizerId={list.organizerId} onClose={() => setAdding(false)} /> : null}
    </CabinetList>
  );
};
