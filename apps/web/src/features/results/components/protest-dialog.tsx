import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { protestsUntilText, type ProtestOptions } from '@velo/contracts';
import {
  RESULT_REQUEST_WORDS,
  ResultRequestFields,
  useResultRequestForm,
} from '@/components/rider-requests/result-request-fields';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCreateProtest } from '../api/create-protest';
import { PROTEST_OPEN, protestKinds } from '../lib/protest';

export const PROTEST_WORDS = {
  open: PROTEST_OPEN,
  title: 'Протест по результатам',
  sent: 'Протест отправлен организатору: ответ придёт в уведомлениях',
  submit: 'Отправить протест',
  kind: 'О чём протест',
  ...RESULT_REQUEST_WORDS,
} as const;

/**
 * A rider's protest from a provisional protocol's page (issue 38): an error in their own result
 * (what is wrong), 'Это не мой результат', or a result missing from the protocol, with a comment.
 * It is a request of issue 34: the protocol's organizer answers it, and the rider is told.
 */
export const ProtestDialog = ({
  protocolId,
  options,
  onClose,
}: {
  protocolId: number;
  options: ProtestOptions;
  onClose: () => void;
}) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const kinds = protestKinds(options);
  const { onSubmit, fieldProps } = useResultRequestForm({
    ...(options.ownResultId !== null ? { resultId: options.ownResultId } : { protocolId }),
    kind: kinds[0] ?? 'missing',
    fields: [],
    comment: '',
  });
  const create = useCreateProtest(protocolId, {
    onSuccess: () => {
      toast.success('Успешно', PROTEST_WORDS.sent);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        (error instanceof ApiError && error.serverMessage) || 'Не удалось отправить протест',
      ),
  });
  const submit = onSubmit((valid) =>
    create.mutate(
      valid.kind === 'missing'
        ? { kind: 'missing', protocolId, fields: [], comment: valid.comment }
        : {
            kind: valid.kind,
            resultId: options.ownResultId!,
            fields: valid.kind === 'wrongData' ? valid.fields : [],
            comment: valid.comment,
          },
    ),
  );

  return (
    <Modal
      opened
      onClose={create.isPending ? () => {} : onClose}
      title={PROTEST_WORDS.title}
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {options.lifecycle.protestClosesAt && options.lifecycle.isProvisional ? (
            <Text size="sm" c="dimmed">
              {protestsUntilText(options.lifecycle.protestClosesAt)}
            </Text>
          ) : null}
          <ResultRequestFields
            {...fieldProps}
            kindLabel={PROTEST_WORDS.kind}
            kinds={kinds}
            busy={create.isPending}
            submitLabel={PROTEST_WORDS.submit}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
};
