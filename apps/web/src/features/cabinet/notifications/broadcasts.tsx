import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandTelegram, IconCalendar, IconTrophy } from '@tabler/icons-react';
import type { BroadcastKind, BroadcastRun, NotificationBroadcastResponse } from '@velo/contracts';
import { useState, type ReactNode } from 'react';
import { useBotEnabled } from '@/components/catalog/api/get-bot-enabled';
import { plural } from '@/components/format';
import { seasonsNewestFirst } from '@/components/seasons';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { errorText } from '../kit/error-text';
import { useBroadcastRuns } from './api/get-broadcast-runs';
import { useSendClosestEvents } from './api/send-closest-events';
import { useSendClosestEventsToMessenger } from './api/send-closest-events-to-messenger';
import { useSendYearResults } from './api/send-year-results';
import { formatDateTime } from '../kit/format-date-time';

const notices = (count: number) => `${count} ${plural(count, ['уведомление', 'уведомления', 'уведомлений'])}`;

/** What a broadcast did, from the call's answer (the toast after it, and the last run's line). */
export const broadcastResultText = (
  { notifications, alreadyNotified }: NotificationBroadcastResponse,
  nobody: string,
): string => {
  if (notifications === 0 && alreadyNotified === 0) return nobody;
  if (notifications === 0)
    return `Новых уведомлений нет: все получатели (${alreadyNotified}) уже получили эту рассылку`;
  return (
    `Создано ${notices(notifications)}, они уходят получателям` +
    (alreadyNotified > 0 ? `; уже получили раньше: ${alreadyNotified}` : '')
  );
};

/** When and by whom a broadcast last went out, and what it did. */
export const lastRunText = (run: BroadcastRun | undefined): string => {
  if (!run) return 'Ещё не отправлялась';
  const who = run.sentBy ? run.sentBy.name : 'по расписанию';
  const season = run.year !== null ? `, сезон ${run.year}` : '';
  return `Последний раз: ${formatDateTime(run.sentOn)}, ${who}${season} — ${notices(run.notifications)}${
    run.alreadyNotified > 0 ? `, уже получили раньше: ${run.alreadyNotified}` : ''
  }`;
};

type BroadcastCardProps = {
  kind: BroadcastKind;
  title: string;
  icon: ReactNode;
  description: string;
  run: BroadcastRun | undefined;
  children?: ReactNode;
  action: ReactNode;
};

const BroadcastCard = ({ kind, title, icon, description, run, children, action }: BroadcastCardProps) => (
  <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`broadcast-${kind}`}>
    <Stack gap={6} h="100%">
      <Group gap={8} wrap="nowrap">
        {icon}
        <Title order={3} size="h5" id={`broadcast-${kind}`}>
          {title}
        </Title>
      </Group>
      <Text size="sm">{description}</Text>
      <Text size="xs" c="gray.7">
        {lastRunText(run)}
      </Text>
      <Group gap="xs" align="flex-end" mt="auto">
        {children}
        {action}
      </Group>
    </Stack>
  </Paper>
);

type Pending = { kind: BroadcastKind; title: string; text: string; confirm: string };

/**
 * The three broadcasts (part 2 §7.6; issue 42): each asks first, says what it did from the call's
 * answer, and shows when it last went out and by whom. The messenger one shows only with a
 * configured bot.
 */
export const Broadcasts = () => {
  const runs = useBroadcastRuns();
  const bot = useBotEnabled();
  const seasons = seasonsNewestFirst();
  const [year, setYear] = useState(seasons[0]!);
  const [pending, setPending] = useState<Pending | null>(null);
  const runOf = (kind: BroadcastKind) => runs.data?.items.find((run) => run.kind === kind);

  const settled = (nobody: string) => ({
    onSuccess: (result: NotificationBroadcastResponse) => {
      toast.success('Рассылка', broadcastResultText(result, nobody));
      setPending(null);
    },
    onError: (error: Error) => {
      toast.error('Ошибка', errorText(error, 'Не удалось отправить рассылку'));
      setPending(null);
    },
  });
  const yearResults = useSendYearResults(
    settled(`Рассылка никому не отправлена: в сезоне ${year} нет участников с учётной записью`),
  );
  const closest = useSendClosestEvents(
    settled('Рассылка никому не отправлена: нет стартов в ближайшие 14 дней или получателей'),
  );
  const messenger = useSendClosestEventsToMessenger(
    settled('Рассылка никому не отправлена: нет стартов в ближайшие 14 дней или подписчиков бота'),
  );
  const busy = yearResults.isPending || closest.isPending || messenger.isPending;

  const send = () => {
    if (pending?.kind === 'yearResults') yearResults.mutate(year);
    else if (pending?.kind === 'closestEventsEmail') closest.mutate();
    else if (pending?.kind === 'closestEventsMessenger') messenger.mutate();
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="broadcasts-title">
      <Title order={3} size="h4" id="broadcasts-title">
        Рассылки
      </Title>
      <SimpleGrid cols={{ base: 1, md: bot.data ? 3 : 2 }} spacing="sm">
        <BroadcastCard
          kind="yearResults"
          title="Итоги сезона"
          icon={<IconTrophy size={18} aria-hidden="true" />}
          description="Письмо каждому участнику с учётной записью, стартовавшему в сезоне: очки, место, старты. Один раз за сезон."
          run={runOf('yearResults')}
          action={
            <Button
              size="sm"
              onClick={() =>
                setPending({
                  kind: 'yearResults',
                  title: `Отправить итоги сезона ${year}?`,
                  text: `Каждый участник с учётной записью, стартовавший в сезоне ${year}, получит письмо со своими итогами. Тем, кому итоги этого сезона уже отправлены, письмо не уйдёт.`,
                  confirm: 'Отправить итоги',
                })
              }
              disabled={busy}
            >
              Отправить итоги
            </Button>
          }
        >
          <NativeSelect
            size="sm"
            label="Сезон"
            data={seasons.map(String)}
            value={String(year)}
            onChange={(event) => setYear(Number(event.currentTarget.value))}
          />
        </BroadcastCard>
        <BroadcastCard
          kind="closestEventsEmail"
          title="Ближайшие старты письмом"
          icon={<IconCalendar size={18} aria-hidden="true" />}
          description="Старты ближайших 14 дней, избранные первыми. Один раз в неделю на участника; по понедельникам уходит сама."
          run={runOf('closestEventsEmail')}
          action={
            <Button
              size="sm"
              onClick={() =>
                setPending({
                  kind: 'closestEventsEmail',
                  title: 'Отправить ближайшие старты письмом?',
                  text: 'Каждый участник, получающий письма, получит список стартов ближайших 14 дней. Кто уже получил рассылку этой недели, не получит её снова.',
                  confirm: 'Отправить письма',
                })
              }
              disabled={busy}
            >
              Отправить письма
            </Button>
          }
        />
        {bot.data ? (
          <BroadcastCard
            kind="closestEventsMessenger"
            title="Ближайшие старты в Telegram"
            icon={<IconBrandTelegram size={18} aria-hidden="true" />}
            description="Те же старты ботом в привязанные чаты подписчиков. Один раз в неделю на участника."
            run={runOf('closestEventsMessenger')}
            action={
              <Button
                size="sm"
                onClick={() =>
                  setPending({
                    kind: 'closestEventsMessenger',
                    title: 'Отправить ближайшие старты в Telegram?',
                    text: 'Бот напишет список стартов ближайших 14 дней каждому участнику с привязанным чатом. Кто уже получил рассылку этой недели, не получит её снова.',
                    confirm: 'Отправить в Telegram',
                  })
                }
                disabled={busy}
              >
                Отправить в Telegram
              </Button>
            }
          />
        ) : null}
      </SimpleGrid>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.confirm ?? ''}
        confirmColor="blue"
        loading={busy}
        onConfirm={send}
        onClose={() => setPending(null)}
      >
        {pending?.text}
      </ConfirmDialog>
    </Stack>
  );
};
