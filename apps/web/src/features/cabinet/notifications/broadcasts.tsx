import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandTelegram, IconCalendar, IconTrophy, type Icon } from '@tabler/icons-react';
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

/** One broadcast: its card's words, what it asks before sending, and what it says when nobody got it. */
type Broadcast = {
  kind: BroadcastKind;
  title: string;
  icon: Icon;
  description: string;
  /** The card's button and the confirmation's. */
  send: string;
  ask: (year: number) => { title: string; text: string };
  nobody: (year: number) => string;
  /** Sent for the season chosen on its card. */
  seasonal?: true;
  /** Shown only with a configured bot. */
  viaBot?: true;
};

const BROADCASTS: readonly Broadcast[] = [
  {
    kind: 'yearResults',
    title: 'Итоги сезона',
    icon: IconTrophy,
    description:
      'Письмо каждому участнику с учётной записью, стартовавшему в сезоне: очки, место, старты. Один раз за сезон.',
    send: 'Отправить итоги',
    ask: (year) => ({
      title: `Отправить итоги сезона ${year}?`,
      text: `Каждый участник с учётной записью, стартовавший в сезоне ${year}, получит письмо со своими итогами. Тем, кому итоги этого сезона уже отправлены, письмо не уйдёт.`,
    }),
    nobody: (year) => `Рассылка никому не отправлена: в сезоне ${year} нет участников с учётной записью`,
    seasonal: true,
  },
  {
    kind: 'closestEventsEmail',
    title: 'Ближайшие старты письмом',
    icon: IconCalendar,
    description:
      'Старты ближайших 14 дней, избранные первыми. Один раз в неделю на участника; по понедельникам уходит сама.',
    send: 'Отправить письма',
    ask: () => ({
      title: 'Отправить ближайшие старты письмом?',
      text: 'Каждый участник, получающий письма, получит список стартов ближайших 14 дней. Кто уже получил рассылку этой недели, не получит её снова.',
    }),
    nobody: () => 'Рассылка никому не отправлена: нет стартов в ближайшие 14 дней или получателей',
  },
  {
    kind: 'closestEventsMessenger',
    title: 'Ближайшие старты в Telegram',
    icon: IconBrandTelegram,
    description: 'Те же старты ботом в привязанные чаты подписчиков. Один раз в неделю на участника.',
    send: 'Отправить в Telegram',
    ask: () => ({
      title: 'Отправить ближайшие старты в Telegram?',
      text: 'Бот напишет список стартов ближайших 14 дней каждому участнику с привязанным чатом. Кто уже получил рассылку этой недели, не получит её снова.',
    }),
    nobody: () => 'Рассылка никому не отправлена: нет стартов в ближайшие 14 дней или подписчиков бота',
    viaBot: true,
  },
];

const byKind = (kind: BroadcastKind) => BROADCASTS.find((broadcast) => broadcast.kind === kind)!;

type BroadcastCardProps = {
  broadcast: Broadcast;
  run: BroadcastRun | undefined;
  busy: boolean;
  onSend: () => void;
  /** Above the button: what the broadcast is sent for (the season). */
  children?: ReactNode;
};

/** A broadcast's card: what it sends, when it last went out, and its button. */
const BroadcastCard = ({ broadcast, run, busy, onSend, children }: BroadcastCardProps) => {
  const { kind, title, icon: BroadcastIcon, description, send } = broadcast;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`broadcast-${kind}`}>
      <Stack gap={6} h="100%">
        <Group gap={8} wrap="nowrap">
          <BroadcastIcon size={18} aria-hidden="true" />
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
          <Button size="sm" onClick={onSend} disabled={busy}>
            {send}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

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
  const [pending, setPending] = useState<BroadcastKind | null>(null);
  const runOf = (kind: BroadcastKind) => runs.data?.items.find((run) => run.kind === kind);

  const settled = (kind: BroadcastKind) => ({
    onSuccess: (result: NotificationBroadcastResponse) => {
      toast.success('Рассылка', broadcastResultText(result, byKind(kind).nobody(year)));
      setPending(null);
    },
    onError: (error: Error) => {
      toast.error('Ошибка', errorText(error, 'Не удалось отправить рассылку'));
      setPending(null);
    },
  });
  const yearResults = useSendYearResults(settled('yearResults'));
  const closest = useSendClosestEvents(settled('closestEventsEmail'));
  const messenger = useSendClosestEventsToMessenger(settled('closestEventsMessenger'));
  const busy = yearResults.isPending || closest.isPending || messenger.isPending;
  const sendNow: Record<BroadcastKind, () => void> = {
    yearResults: () => yearResults.mutate(year),
    closestEventsEmail: () => closest.mutate(),
    closestEventsMessenger: () => messenger.mutate(),
  };
  const shown = BROADCASTS.filter((broadcast) => !broadcast.viaBot || bot.data);
  const asked = pending ? { ...byKind(pending).ask(year), confirm: byKind(pending).send } : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="broadcasts-title">
      <Title order={3} size="h4" id="broadcasts-title">
        Рассылки
      </Title>
      <SimpleGrid cols={{ base: 1, md: shown.length }} spacing="sm">
        {shown.map((broadcast) => (
          <BroadcastCard
            key={broadcast.kind}
            broadcast={broadcast}
            run={runOf(broadcast.kind)}
            busy={busy}
            onSend={() => setPending(broadcast.kind)}
          >
            {broadcast.seasonal ? (
              <NativeSelect
                size="sm"
                label="Сезон"
                data={seasons.map(String)}
                value={String(year)}
                onChange={(event) => setYear(Number(event.currentTarget.value))}
              />
            ) : null}
          </BroadcastCard>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={pending !== null}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        confirmColor="blue"
        loading={busy}
        onConfirm={() => pending && sendNow[pending]()}
        onClose={() => setPending(null)}
      >
        {asked?.text}
      </ConfirmDialog>
    </Stack>
  );
};
