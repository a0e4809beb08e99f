import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createResultDisputeRequestSchema,
  DISPUTED_FIELD_LABELS,
  DISPUTED_FIELDS,
  RESULT_DISPUTE_KIND_LABELS,
  RIDER_REQUEST_LIMITS,
  type DisputedField,
  type ParticipantProtocolRow,
  type ResultDisputeKind,
} from '@velo/contracts';
import { formatDay } from '@/components/format';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCreateDispute } from '../api/create-dispute';

type DisputeValues = { resultId: number; kind: ResultDisputeKind; fields: DisputedField[]; comment: string };

export const DISPUTE_WORDS = {
  open: 'Сообщить об ошибке',
  title: 'Сообщить об ошибке в результате',
  sent: 'Запрос отправлен организатору и администраторам',
  submit: 'Отправить запрос',
  fields: 'Что неверно',
  comment: 'Комментарий',
  commentHint: 'Как должно быть и чем это подтвердить: например, номер, время по треку, фото финиша',
} as const;

/**
 * The rider's request about a result of their own (issue 34): 'Это не мой результат' or 'Ошибка в
 * результате' with what is wrong, and a comment. It goes to the protocol's organizer and the
 * administrators.
 */
export const DisputeDialog = ({
  participantId,
  row,
  onClose,
}: {
  participantId: number;
  row: ParticipantProtocolRow;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { form, field, onSubmit } = useSchemaForm<DisputeValues>(createResultDisputeRequestSchema, {
    initialValues: { resultId: row.resultId, kind: 'notMine', fields: [], comment: '' },
  });
  const create = useCreateDispute(participantId, {
    onSuccess: () => {
      toast.success('Успешно', DISPUTE_WORDS.sent);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        (error instanceof ApiError && error.serverMessage) || 'Не удалось отправить запрос',
      ),
  });
  const values = form.getValues();
  const submit = onSubmit((valid) =>
    create.mutate({ ...valid, fields: valid.kind === 'wrongData' ? valid.fields : [] }),
  );
  const fieldsError = field('fields').error;

  return (
    <Modal
      opened
      onClose={create.isPending ? () => {} : onClose}
      title={DISPUTE_WORDS.title}
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {row.eventName}, {formatDay(row.eventDate)}, протокол «{row.protocolName}»
            {row.place !== null ? `, место ${row.place}` : ''}
            {row.resultTime ? `, время ${row.resultTime}` : ''}
          </Text>
          <Radio.Group
            label="Что не так"
            value={values.kind}
            onChange={(kind) => form.setFieldValue('kind', kind as ResultDisputeKind)}
          >
            <Stack gap={6} mt={6}>
              {(['notMine', 'wrongData'] as const).map((kind) => (
                <Radio key={kind} value={kind} label={RESULT_DISPUTE_KIND_LABELS[kind]} />
              ))}
            </Stack>
          </Radio.Group>
          {values.kind === 'wrongData' ? (
            <Checkbox.Group
              label={DISPUTE_WORDS.fields}
              value={values.fields}
              onChange={(fields) => form.setFieldValue('fields', fields as DisputedField[])}
              error={fieldsError}
              required
            >
              <Group gap="md" mt={6}>
                {DISPUTED_FIELDS.map((name) => (
                  <Checkbox key={name} value={name} label={DISPUTED_FIELD_LABELS[name]} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          <Textarea
            label={DISPUTE_WORDS.comment}
            description={DISPUTE_WORDS.commentHint}
            required
            rows={3}
            maxLength={RIDER_REQUEST_LIMITS.commentMax}
            {...field('comment')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={create.isPending}>
              {DISPUTE_WORDS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
