import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createResultDisputeRequestSchema,
  type DisputedField,
  type ParticipantProtocolRow,
  type ResultDisputeKind,
} from '@velo/contracts';
import { formatDay } from '@/components/format';
import { RESULT_REQUEST_WORDS, ResultRequestFields } from '@/components/rider-requests/result-request-fields';
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
  ...RESULT_REQUEST_WORDS,
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
          <ResultRequestFields
            kindLabel="Что не так"
            kinds={['notMine', 'wrongData']}
            kind={values.kind}
            onKind={(kind) => form.setFieldValue('kind', kind)}
            fields={values.fields}
            onFields={(fields) => form.setFieldValue('fields', fields)}
            fieldsError={field('fields').error}
            comment={field('comment')}
            busy={create.isPending}
            submitLabel={DISPUTE_WORDS.submit}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
};
