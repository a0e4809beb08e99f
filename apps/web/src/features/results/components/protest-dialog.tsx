import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createResultDisputeRequestSchema,
  DISPUTED_FIELD_LABELS,
  DISPUTED_FIELDS,
  protestsUntilText,
  RESULT_DISPUTE_KIND_LABELS,
  RIDER_REQUEST_LIMITS,
  type DisputedField,
  type ProtestOptions,
  type ResultDisputeKind,
} from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCreateProtest } from '../api/create-protest';

type ProtestValues = {
  resultId?: number;
  protocolId?: number;
  kind: ResultDisputeKind;
  fields: DisputedField[];
  comment: string;
};

export const PROTEST_WORDS = {
  open: 'Подать протест',
  title: 'Протест по результатам',
  sent: 'Протест отправлен организатору: ответ придёт в уведомлениях',
  submit: 'Отправить протест',
  kind: 'О чём протест',
  fields: 'Что неверно',
  comment: 'Комментарий',
  commentHint: 'Как должно быть и чем это подтвердить: например, номер, время по треку, фото финиша',
} as const;

/** The kinds the rider may choose: about their row (an error, or not theirs), or a missing result. */
export const protestKinds = (options: ProtestOptions): ResultDisputeKind[] => [
  ...(options.ownResultId !== null && options.canReportError ? (['wrongData'] as const) : []),
  ...(options.ownResultId !== null ? (['notMine'] as const) : []),
  ...(options.canReportMissing ? (['missing'] as const) : []),
];

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
  const { form, field, onSubmit } = useSchemaForm<ProtestValues>(createResultDisputeRequestSchema, {
    initialValues: {
      ...(options.ownResultId !== null ? { resultId: options.ownResultId } : { protocolId }),
      kind: kinds[0] ?? 'missing',
      fields: [],
      comment: '',
    },
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
  const values = form.getValues();
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
          <Radio.Group
            label={PROTEST_WORDS.kind}
            value={values.kind}
            onChange={(kind) => form.setFieldValue('kind', kind as ResultDisputeKind)}
          >
            <Stack gap={6} mt={6}>
              {kinds.map((kind) => (
                <Radio key={kind} value={kind} label={RESULT_DISPUTE_KIND_LABELS[kind]} />
              ))}
            </Stack>
          </Radio.Group>
          {values.kind === 'wrongData' ? (
            <Checkbox.Group
              label={PROTEST_WORDS.fields}
              value={values.fields}
              onChange={(fields) => form.setFieldValue('fields', fields as DisputedField[])}
              error={field('fields').error}
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
            label={PROTEST_WORDS.comment}
            description={PROTEST_WORDS.commentHint}
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
              {PROTEST_WORDS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
