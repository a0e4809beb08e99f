import { Button, Checkbox, Group, Radio, Stack, Textarea, type TextareaProps } from '@mantine/core';
import {
  createResultDisputeRequestSchema,
  DISPUTED_FIELD_LABELS,
  DISPUTED_FIELDS,
  RESULT_DISPUTE_KIND_LABELS,
  RIDER_REQUEST_LIMITS,
  type DisputedField,
  type ResultDisputeKind,
} from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';

export const RESULT_REQUEST_WORDS = {
  fields: 'Что неверно',
  comment: 'Комментарий',
  commentHint: 'Как должно быть и чем это подтвердить: например, номер, время по треку, фото финиша',
} as const;

/** A request about a row (`resultId`) or a protocol (`protocolId`, a missing result). */
export type ResultRequestValues = {
  resultId?: number;
  protocolId?: number;
  kind: ResultDisputeKind;
  fields: DisputedField[];
  comment: string;
};

/**
 * The form of a rider's request about a result, checked by the contracts' schema, and the props of
 * its fields (`fieldProps` for ResultRequestFields).
 */
export const useResultRequestForm = (initialValues: ResultRequestValues) => {
  const { form, field, onSubmit } = useSchemaForm<ResultRequestValues>(createResultDisputeRequestSchema, {
    initialValues,
  });
  const values = form.getValues();
  return {
    values,
    onSubmit,
    fieldProps: {
      kind: values.kind,
      onKind: (kind: ResultDisputeKind) => form.setFieldValue('kind', kind),
      fields: values.fields,
      onFields: (fields: DisputedField[]) => form.setFieldValue('fields', fields),
      fieldsError: field('fields').error,
      comment: field('comment'),
    },
  };
};

/**
 * The fields of a rider's request about a result, the same in the profile's 'Сообщить об ошибке'
 * (issue 34) and the protocol's protest (issue 38): its kind, what is wrong for 'Ошибка в
 * результате', the comment, and the dialog's buttons. The dialog keeps the form and sends it.
 */
export const ResultRequestFields = ({
  kindLabel,
  kinds,
  kind,
  onKind,
  fields,
  onFields,
  fieldsError,
  comment,
  busy,
  submitLabel,
  onCancel,
}: {
  kindLabel: string;
  kinds: readonly ResultDisputeKind[];
  kind: ResultDisputeKind;
  onKind: (kind: ResultDisputeKind) => void;
  fields: DisputedField[];
  onFields: (fields: DisputedField[]) => void;
  fieldsError: string | undefined;
  /** The comment's input props (value, change, blur, error) from the dialog's form. */
  comment: TextareaProps;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) => (
  <>
    <Radio.Group label={kindLabel} value={kind} onChange={(value) => onKind(value as ResultDisputeKind)}>
      <Stack gap={6} mt={6}>
        {kinds.map((option) => (
          <Radio key={option} value={option} label={RESULT_DISPUTE_KIND_LABELS[option]} />
        ))}
      </Stack>
    </Radio.Group>
    {kind === 'wrongData' ? (
      <Checkbox.Group
        label={RESULT_REQUEST_WORDS.fields}
        value={fields}
        onChange={(value) => onFields(value as DisputedField[])}
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
      label={RESULT_REQUEST_WORDS.comment}
      description={RESULT_REQUEST_WORDS.commentHint}
      required
      rows={3}
      maxLength={RIDER_REQUEST_LIMITS.commentMax}
      {...comment}
    />
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Отмена
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  </>
);
