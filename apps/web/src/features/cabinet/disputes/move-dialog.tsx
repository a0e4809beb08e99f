import {
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { newRiderSchema, type Gender } from '@velo/contracts';
import { useState } from 'react';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useDecideDispute } from './api/decide-dispute';
import { useSuggestRiders } from './api/suggest-riders';
import { riderText, type RowDispute } from './dispute-text';
import classes from './disputes-view.module.css';

type NewRiderValues = { lastName: string; firstName: string; yearOfBirth: number | string; gender: Gender };

/** The new rider as the call sends it (an empty year is none). */
const newRiderOf = (values: NewRiderValues) => ({
  lastName: values.lastName,
  firstName: values.firstName,
  yearOfBirth: values.yearOfBirth === '' ? null : Number(values.yearOfBirth),
  gender: values.gender,
});
const checkNewRider = schemaResolver(newRiderSchema, { sync: true });

/**
 * 'Перенести' (issue 34): the disputed result goes to a rider the portal knows (found by name) or to
 * a new one; the season is recalculated and both riders are told.
 */
export const MoveDialog = ({ dispute, onClose }: { dispute: RowDispute; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [mode, setMode] = useState<'known' | 'new'>('known');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const suggestions = useSuggestRiders(debounced);
  const candidates = (suggestions.data ?? []).filter((rider) => rider.id !== dispute.result.participantId);
  const { form, field, onSubmit } = useSchemaForm<NewRiderValues>(newRiderSchema, {
    initialValues: { lastName: '', firstName: '', yearOfBirth: '', gender: dispute.result.gender },
    validate: (values) => checkNewRider(newRiderOf(values)),
  });
  const move = useDecideDispute({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось перенести результат')),
  });
  const submitNew = onSubmit((values) =>
    move.mutate({
      action: 'move',
      id: dispute.id,
      body: { newRider: newRiderOf(values) },
    }),
  );

  return (
    <Modal
      opened
      onClose={move.isPending ? () => {} : onClose}
      title="Перенести результат"
      size="lg"
      fullScreen={isPhone}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Результат {riderText(dispute.participant)} в «{dispute.protocol.name}» ({dispute.event.name})
          перейдёт другому участнику. Очки обоих пересчитаются, оба получат уведомление.
        </Text>
        <SegmentedControl
          aria-label="Кому перенести"
          fullWidth
          orientation={isPhone ? 'vertical' : 'horizontal'}
          value={mode}
          onChange={(value) => setMode(value as 'known' | 'new')}
          data={[
            { value: 'known', label: 'Участнику портала' },
            { value: 'new', label: 'Новому участнику' },
          ]}
        />
        {mode === 'known' ? (
          <Stack gap="xs">
            <TextInput
              label="Участник"
              placeholder="Фамилия и имя"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setChosen(null);
              }}
              data-autofocus
            />
            {suggestions.isFetching && candidates.length === 0 ? <Loader size="sm" /> : null}
            {debounced.trim().length >= 2 && suggestions.isSuccess && candidates.length === 0 ? (
              <Text size="sm" c="dimmed">
                Никого не нашлось
              </Text>
            ) : null}
            <ul className={classes.candidates} aria-label="Найденные участники">
              {candidates.map((rider) => {
                const name = `${rider.lastName} ${rider.firstName}`;
                return (
                  <li key={rider.id}>
                    <UnstyledButton
                      className={classes.candidate}
                      data-chosen={chosen?.id === rider.id || undefined}
                      aria-pressed={chosen?.id === rider.id}
                      onClick={() => setChosen({ id: rider.id, name })}
                    >
                      <Text fw={500}>
                        {name}{' '}
                        <Text span c="dimmed" size="sm">
                          № {rider.id}
                        </Text>
                      </Text>
                      <Text size="sm" c="dimmed">
                        {[rider.yearOfBirth, rider.club, `результатов: ${rider.resultsCount}`]
                          .filter(Boolean)
                          .join(', ')}
                      </Text>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={move.isPending}>
                Отмена
              </Button>
              <Button
                disabled={!chosen}
                loading={move.isPending}
                onClick={() =>
                  chosen &&
                  move.mutate({ action: 'move', id: dispute.id, body: { toParticipantId: chosen.id } })
                }
              >
                {chosen ? `Перенести: ${chosen.name}` : 'Перенести'}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submitNew} noValidate>
            <Stack gap="xs">
              <Group grow align="flex-start">
                <TextInput label="Фамилия" required {...field('lastName')} />
                <TextInput label="Имя" required {...field('firstName')} />
              </Group>
              <Group grow align="flex-start">
                <NumberInput
                  label="Год рождения"
                  min={1900}
                  max={2100}
                  allowDecimal={false}
                  {...field('yearOfBirth')}
                />
                <NativeSelect
                  label="Пол"
                  data={[
                    { value: 'male', label: 'Мужской' },
                    { value: 'female', label: 'Женский' },
                  ]}
                  value={form.getValues().gender}
                  onChange={(event) => form.setFieldValue('gender', event.currentTarget.value as Gender)}
                />
              </Group>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={move.isPending}>
                  Отмена
                </Button>
                <Button type="submit" loading={move.isPending}>
                  Перенести новому участнику
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
};
