import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ParticipantProtocolRow } from '@velo/contracts';
import { formatDay } from '@/components/format-basics';
import {
  RESULT_REQUEST_WORDS,
  ResultRequestFields,
  useResultRequestForm,
} from '@/components/rider-requests/result-request-fields';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCreateDispute } from '../api/create-dispute';

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
  const { onSubmit, fieldProps } = useResultRequestForm({
    resultId: row.resultId,
    kind: 'notMine',
    fields: [],
    comment: '',
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
  const submit = onSubmit((valid) =>
    create.mutate({
      resultId: row.resultId,
      kind: valid.kind,
      fields: valid.kind === 'wrongData' ? valid.fields : [],
      comment: valid.comment,
    }),
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
            {...fieldProps}
            kindLabel="Что не так"
            kinds={['notMine', 'wrongData']}
            busy={create.isPending}
            submitLabel={DISPUTE_WORDS.submit}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
};
