import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBrandTelegram, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyModal } from '@/components/lazy-modal/lazy-modal';
import { LazyTooltip } from '@/components/lazy-tooltip/lazy-tooltip';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useCreateBotStartLink } from '../api/create-bot-start-link';
import { useBotEnabled } from '@/components/catalog/api/get-bot-enabled';
import { useBotLinkState } from '../api/get-bot-link-state';

export const TELEGRAM_TEXTS = {
  connect: 'Подключить Telegram',
  connected: 'Telegram подключён',
  title: 'Подключение Telegram',
  how: 'Откройте ссылку в Telegram и нажмите «Запустить»: бот привяжет чат к вашей учётной записи и будет присылать уведомления о мероприятиях и результатах.',
  linkedNote: 'Уведомления приходят в Telegram. Чтобы привязать другой чат, откройте новую ссылку в нём.',
  commands: 'Команды бота: /me — место и очки, /next — ближайшие мероприятия, /stop — отключить.',
  open: 'Открыть бота в Telegram',
  linkLabel: 'Ссылка на бота',
  linkNote: 'Ссылка действует час и только один раз.',
  copy: 'Скопировать ссылку',
  copied: 'Ссылка скопирована',
  failed: 'Не удалось получить ссылку на бота, попробуйте ещё раз немного позже.',
  close: 'Готово',
} as const;

/**
 * The owner's 'Подключить Telegram' (issue 18, part 1 §7): shown only when the bot is configured.
 * It opens a dialog with a fresh start link (GET start-link-by-current-user) and whether a chat is
 * bound already; the state is read again when the rider comes back from Telegram.
 */
export const TelegramLink = () => {
  const session = useSession();
  const enabled = useBotEnabled(Boolean(session));
  const isEnabled = enabled.data === true;
  const state = useBotLinkState(session?.token ?? null, isEnabled);
  const startLink = useCreateBotStartLink();
  const [opened, setOpened] = useState(false);
  if (!session || !isEnabled) return null;

  const isLinked = state.data?.isLinked === true;
  const open = () => {
    setOpened(true);
    startLink.reset();
    startLink.mutate(undefined);
  };
  const close = () => {
    setOpened(false);
    void state.refetch();
  };
  const failure =
    startLink.error instanceof ApiError && startLink.error.serverMessage
      ? startLink.error.serverMessage
      : TELEGRAM_TEXTS.failed;

  return (
    <>
      <Button
        variant={isLinked ? 'light' : 'default'}
        color={isLinked ? 'green' : undefined}
        leftSection={
          isLinked ? (
            <IconCheck size={18} aria-hidden="true" />
          ) : (
            <IconBrandTelegram size={18} aria-hidden="true" />
          )
        }
        onClick={open}
      >
        {isLinked ? TELEGRAM_TEXTS.connected : TELEGRAM_TEXTS.connect}
      </Button>
      <LazyModal opened={opened} onClose={close} title={TELEGRAM_TEXTS.title} centered>
        <Stack gap="md">
          {isLinked ? (
            <Alert color="green" variant="light" icon={<IconCheck aria-hidden="true" />} role="status">
              <Text fw={600} size="sm">
                {TELEGRAM_TEXTS.connected}
                {state.data?.username ? ` (@${state.data.username})` : ''}
              </Text>
              <Text size="sm">{TELEGRAM_TEXTS.linkedNote}</Text>
            </Alert>
          ) : (
            <Text size="sm">{TELEGRAM_TEXTS.how}</Text>
          )}
          {startLink.isPending || startLink.isIdle ? (
            <Stack gap="xs" aria-busy="true">
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Stack>
          ) : startLink.isError ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : (
            <Stack gap="xs">
              <Button
                component="a"
                href={startLink.data}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconBrandTelegram size={18} aria-hidden="true" />}
                fullWidth
              >
                {TELEGRAM_TEXTS.open}
              </Button>
              <TextInput
                label={TELEGRAM_TEXTS.linkLabel}
                description={TELEGRAM_TEXTS.linkNote}
                value={startLink.data}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                rightSection={
                  <CopyButton value={startLink.data ?? ''}>
                    {({ copied, copy }) => (
                      <LazyTooltip label={copied ? TELEGRAM_TEXTS.copied : TELEGRAM_TEXTS.copy} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color={copied ? 'green' : 'gray'}
                          onClick={copy}
                          aria-label={TELEGRAM_TEXTS.copy}
                        >
                          {copied ? (
                            <IconCheck size={16} aria-hidden="true" />
                          ) : (
                            <IconCopy size={16} aria-hidden="true" />
                          )}
                        </ActionIcon>
                      </LazyTooltip>
                    )}
                  </CopyButton>
                }
              />
            </Stack>
          )}
          <Text size="xs" c="dimmed">
            {TELEGRAM_TEXTS.commands}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {TELEGRAM_TEXTS.close}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
};
