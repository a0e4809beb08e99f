import { Alert, Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { TelegramChannel } from '@velo/contracts';
import { useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../shell/cabinet-page';
import { listOrganizerId, useCabinetScope } from '../kit/cabinet-scope';
import { CabinetTable } from '../kit/cabinet-table';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { AddChannelDialog } from './add-channel-dialog';
import { useChannelBotEnabled } from './api/get-channel-bot-enabled';
import { useTelegramChannels } from './api/get-telegram-channels';
import { useRefreshTelegramChannel } from './api/refresh-telegram-channel';

export const BOT_OFF_NOTICE =
  'Бот Telegram не настроен (TELEGRAM_BOT_TOKEN): каналы нельзя добавить и обновить, список показан как есть.';

const pad = (value: number) => String(value).padStart(2, '0');

/** When a channel was last read from Telegram: dd/MM/yyyy HH:mm, or a dash. */
export const refreshedText = (timestamp: string | null): string => {
  if (!timestamp) return '—';
  const date = new Date(timestamp);
  return `${formatDate(timestamp)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const membersFormat = new Intl.NumberFormat('ru-RU');

/**
 * The portal's messenger channels (issue 18): title and link, organizer, members and the last
 * refresh from Telegram, with 'Обновить' per row and adding a channel. Without a configured bot
 * the list stays readable and the writes are hidden.
 */
export const ChannelsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? 10;
  const organizerId = listOrganizerId(scope, search.organizerId) ?? null;
  const list = useTelegramChannels({ page, size, organizerId }, !scope.readOnly);
  const bot = useChannelBotEnabled(!scope.readOnly);
  const botOn = bot.data === true;
  const [adding, setAdding] = useState(false);
  const refresh = useRefreshTelegramChannel({
    onSuccess: (channel) => toast.success('Успешно', `Канал «${channel.title}» обновлён`),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось обновить канал')),
  });

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      {bot.data === false ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} role="status">
          {BOT_OFF_NOTICE}
        </Alert>
      ) : null}
      {botOn ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Добавить канал
          </Button>
        </Group>
      ) : null}
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет каналов" />
      ) : (
        <>
          <CabinetTable minWidth={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Канал</Table.Th>
                <Table.Th>Организатор</Table.Th>
                <Table.Th ta="right">Подписчики</Table.Th>
                <Table.Th>Обновлён</Table.Th>
                <Table.Th pos="relative">
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((channel: TelegramChannel) => (
                <Table.Tr key={channel.id}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{channel.organizer?.name ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    {channel.memberCount === null ? '—' : membersFormat.format(channel.memberCount)}
                  </Table.Td>
                  <Table.Td>{refreshedText(channel.refreshedOn)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {botOn ? (
                        <RowAction
                          label="Обновить"
                          icon={<IconRefresh size={18} aria-hidden="true" />}
                          onClick={() => refresh.mutate(channel.id)}
                          disabled={refresh.isPending}
                        />
                      ) : null}
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
      {adding ? <AddChannelDialog organizerId={organizerId} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
};
