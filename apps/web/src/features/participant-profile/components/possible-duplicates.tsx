import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  RIDER_REQUEST_LIMITS,
  RIDER_REQUEST_TEXTS,
  SIMILARITY_REASON_TEXTS,
  type PossibleDuplicate,
} from '@velo/contracts';
import { useState } from 'react';
import { formatDay } from '@/components/format-basics';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCreateMergeRequest } from '../api/create-merge-request';
import classes from './possible-duplicates.module.css';
import { usePossibleDuplicates } from '../api/get-possible-duplicates';

export const DUPLICATE_WORDS = {
  intro:
    'Эти записи похожи на ваш профиль и ни разу не стартовали в один день с вами. Если это вы, администраторы объединят их с вашим профилем: результаты и очки перейдут к вам.',
  confirm: 'Это тоже я',
  sent: 'Запрос отправлен',
  sentToast: 'Запрос отправлен администраторам',
  dialogTitle: 'Объединить с вашим профилем?',
  comment: 'Комментарий (необязательно)',
} as const;

const racesText = (item: PossibleDuplicate) => {
  const period =
    item.firstRaceDate && item.lastRaceDate && item.firstRaceDate !== item.lastRaceDate
      ? `${formatDay(item.firstRaceDate)} — ${formatDay(item.lastRaceDate)}`
      : formatDay(item.firstRaceDate);
  return `гонок: ${item.racesCount}${period ? `, ${period}` : ''}`;
};

const nameOf = (item: PossibleDuplicate) =>
  `${item.lastName} ${item.firstName}${item.yearOfBirth ? `, ${item.yearOfBirth}` : ''}`;

/**
 * 'Возможно, это тоже вы' on the owner's profile (issue 34): other records that may be the rider's
 * own; 'Это тоже я' asks the administrators to merge one (they review it with the merge's preview).
 * Nothing shows when there is nothing to offer.
 */
export const PossibleDuplicates = ({ participantId }: { participantId: number }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const duplicates = usePossibleDuplicates(participantId, true);
  const [chosen, setChosen] = useState<PossibleDuplicate | null>(null);
  const [comment, setComment] = useState('');
  const send = useCreateMergeRequest({
    onSuccess: () => {
      toast.success('Успешно', DUPLICATE_WORDS.sentToast);
      setChosen(null);
      setComment('');
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        (error instanceof ApiError && error.serverMessage) || 'Не удалось отправить запрос',
      ),
  });
  const items = duplicates.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Paper component="section" aria-labelledby="duplicates-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="duplicates-title">
          {RIDER_REQUEST_TEXTS.duplicatesTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {DUPLICATE_WORDS.intro}
        </Text>
        <Stack gap="xs" component="ul" className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <div>
                  <Link to="/rating/details/$id" params={{ id: String(item.id) }} className={classes.name}>
                    {nameOf(item)}
                  </Link>
                  <Text size="sm" c="dimmed">
                    {[item.club, item.city].filter(Boolean).join(', ')}
                    {item.club || item.city ? ' · ' : ''}
                    {racesText(item)} · {SIMILARITY_REASON_TEXTS[item.reason]}
                  </Text>
                </div>
                {item.openRequestId !== null ? (
                  <Badge variant="light" color="blue">
                    {DUPLICATE_WORDS.sent}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUserCheck size={16} aria-hidden="true" />}
                    onClick={() => setChosen(item)}
                    aria-label={`${DUPLICATE_WORDS.confirm}: ${nameOf(item)}`}
                  >
                    {DUPLICATE_WORDS.confirm}
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
      <Modal
        opened={chosen !== null}
        onClose={send.isPending ? () => {} : () => setChosen(null)}
        title={DUPLICATE_WORDS.dialogTitle}
        fullScreen={isPhone}
      >
        {chosen ? (
          <Stack gap="sm">
            <Text size="sm">
              Запись «{nameOf(chosen)}» ({racesText(chosen)}) уйдёт администраторам на проверку. Если они
              согласятся, её результаты станут вашими.
            </Text>
            <Textarea
              label={DUPLICATE_WORDS.comment}
              rows={3}
              maxLength={RIDER_REQUEST_LIMITS.commentMax}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setChosen(null)} disabled={send.isPending}>
                Отмена
              </Button>
              <Button
                loading={send.isPending}
                onClick={() =>
                  send.mutate({
                    participantId,
                    otherParticipantId: chosen.id,
                    comment: comment.trim() || null,
                  })
                }
              >
                Отправить запрос
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
};
