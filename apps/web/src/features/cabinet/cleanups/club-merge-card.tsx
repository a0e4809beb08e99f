import { useState } from 'react';
import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useMergeClubs } from './api/merge-clubs';

/**
 * Merging two spellings of a club (issue 19): the first becomes a spelling of the second in the
 * club standings. Any spelling or the key from the club's address will do; the audit below undoes it.
 */
export const ClubMergeCard = () => {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const merge = useMergeClubs({
    onSuccess: (answer) => {
      setFrom('');
      setTo('');
      toast.success('Успешно', answer.message);
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось объединить клубы')),
  });
  const ready = from.trim() !== '' && to.trim() !== '';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="club-merge-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) merge.mutate({ from: from.trim(), to: to.trim() });
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="club-merge-title">
            Объединение клубов
          </Title>
          <Text size="sm" c="dimmed">
            Гонщики первого клуба будут считаться за второй в зачёте клубов. Рейтинг участников не меняется;
            отменить можно в журнале.
          </Text>
          <TextInput
            label="Клуб"
            description="Как его пишут участники"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            maxLength={200}
          />
          <TextInput
            label="Объединить с клубом"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" disabled={!ready} loading={merge.isPending}>
            Объединить
          </Button>
        </Stack>
      </form>
    </Card>
  );
};
