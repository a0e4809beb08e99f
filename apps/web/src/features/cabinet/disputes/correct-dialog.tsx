import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  correctResultRequestSchema,
  RESULT_STATUSES,
  type CorrectResultRequest,
  type ResultStatus,
} from '@velo/contracts';
import { useState } from 'react';
import { STATUS_TITLE } from '@/components/format';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useDecideDispute } from './api/decide-dispute';
import { requestText, riderText, type RowDispute } from './dispute-text';

type RowValues = {
  resultTime: string;
  place: number | string;
  categoryText: string;
  club: string;
  status: ResultStatus;
};

const valuesOf = (result: RowDispute['result']): RowValues => ({
  resultTime: result.resultTime,
  place: result.place ?? '',
  categoryText: result.categoryText,
  club: result.club,
  status: result.status,
});

/** Only what was changed goes to the server (an empty place is none). */
const changesOf = (values: RowValues, before: RowValues): CorrectResultRequest => {
  const changes: CorrectResultRequest = {};
  if (values.resultTime !== before.resultTime) changes.resultTime = values.resultTime;
  if (values.place !== before.place) changes.place = values.place === '' ? null : Number(values.place);
  if (values.categoryText !== before.categoryText) changes.categoryText = values.categoryText;
  if (values.club !== before.club) changes.club = values.club;
  if (values.status !== before.status) changes.status = values.status;
  return changes;
};

const checkChanges = schemaResolver(correctResultRequestSchema, { sync: true });

/**
 * 'Исправить' (issue 34): the organizer corrects the disputed row (time, place, category, club,
 * status); the season is recalculated and the rider told.
 */
export const CorrectDialog = ({ dispute, onClose }: { dispute: RowDispute; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const before = valuesOf(dispute.result);
  const [nothing, setNothing] = useState(false);
  const { form, field, onSubmit } = useSchemaForm<RowValues>(correctResultRequestSchema, {
    initialValues: before,
    // The whole-form rule («Укажите, что исправить») is said by the submit, not by a field.
    validate: (values) => {
      const errors = checkChanges({ ...changesOf(values, before), status: values.status });
      return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== ''));
    },
  });
  const correct = useDecideDispute({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось исправить результат')),
  });
  const submit = onSubmit((values) => {
    const changes = changesOf(values, before);
    setNothing(Object.keys(changes).length === 0);
    if (Object.keys(changes).length > 0) correct.mutate({ action: 'correct', id: dispute.id, body: changes });
  });

  return (
    <Modal
      opened
      onClose={correct.isPending ? () => {} : onClose}
      title="Исправить результат"
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {riderText(dispute.participant)}, «{dispute.protocol.name}». {requestText(dispute)}: «
            {dispute.comment}»
          </Text>
          <Group grow align="flex-start">
            <TextInput label="Время" placeholder="1:02:03.4" {...field('resultTime')} />
            <NumberInput label="Место" min={1} allowDecimal={false} {...field('place')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="Категория" {...field('categoryText')} />
            <TextInput label="Клуб" {...field('club')} />
          </Group>
          <NativeSelect
            label="Статус"
            data={RESULT_STATUSES.map((status) => ({
              value: status,
              label: `${status} — ${STATUS_TITLE[status]}`,
            }))}
            value={form.getValues().status}
            onChange={(event) => form.setFieldValue('status', event.currentTarget.value as ResultStatus)}
          />
          {nothing ? (
            <Text size="sm" c="red" role="alert">
              Укажите, что исправить
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={correct.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={correct.isPending}>
              Исправить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
