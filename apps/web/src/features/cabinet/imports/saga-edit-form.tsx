import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { integrationPackageDataSchema, type IntegrationPackageData, type Saga } from '@velo/contracts';
import { useState } from 'react';
import { formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useEditSaga } from './api/edit-saga';
import { useSagaOptions } from './api/get-saga-options';

type Values = {
  eventId: string | null;
  clusterAgeCategoryId: string | null;
  configId: string | null;
  name: string;
  isRatingProtocol: boolean;
  /** The rows as JSON, as the partner sent them. */
  rows: string;
};
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (data: IntegrationPackageData): Values => ({
  eventId: String(data.eventId),
  clusterAgeCategoryId: String(data.clusterAgeCategoryId),
  configId: String(data.configId),
  name: data.name ?? '',
  isRatingProtocol: data.isRatingProtocol,
  rows: JSON.stringify(data.rows, null, 2),
});

/** A select's options with the current value kept even when the lookup does not list it (an old event). */
const withCurrent = (options: { value: string; label: string }[], current: string | null) =>
  current && !options.some((option) => option.value === current)
    ? [{ value: current, label: `№ ${current}` }, ...options]
    : options;

/**
 * The package as the contracts' schema reads it, or the errors by field: the rows' errors name the
 * row (its `rowNumber`, else its position), as the saga's own errors do.
 */
export const readPackage = (
  values: Values,
): { data: IntegrationPackageData; errors: null } | { data: null; errors: Errors } => {
  let rows: unknown;
  try {
    rows = JSON.parse(values.rows);
  } catch {
    return { data: null, errors: { rows: 'Строки: не удалось прочитать JSON — проверьте скобки и запятые' } };
  }
  const parsed = integrationPackageDataSchema.safeParse({
    eventId: Number(values.eventId),
    clusterAgeCategoryId: Number(values.clusterAgeCategoryId),
    configId: Number(values.configId),
    name: values.name.trim() || null,
    isRatingProtocol: values.isRatingProtocol,
    rows,
  });
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'rows') {
      const line = typeof index === 'number' ? `Строка ${index + 1}: ${issue.message}` : issue.message;
      errors.rows = errors.rows ? `${errors.rows}; ${line}` : line;
    } else if (typeof field === 'string' && field in values) errors[field as keyof Values] ??= issue.message;
  }
  return { data: null, errors };
};

/**
 * A failed package corrected by the operator (issue 42): where it goes (event, category, config),
 * the protocol's name and rating flag, and the rows as JSON; checked by the contracts' schema before
 * sending, then queued again from its first step.
 */
export const SagaEditForm = ({
  saga,
  onCancel,
  onDone,
}: {
  saga: Saga;
  onCancel: () => void;
  onDone: () => void;
}) => {
  const organizerId = saga.organizer.id;
  const options = useSagaOptions(organizerId).data;
  const [values, setValues] = useState(() => valuesOf(saga.package));
  const [errors, setErrors] = useState<Errors>({});
  const edit = useEditSaga({
    onSuccess: () => {
      toast.success('Успешно', 'Пакет исправлен и поставлен в очередь');
      onDone();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось исправить пакет')),
  });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = () => {
    const read = readPackage(values);
    if (read.errors) setErrors(read.errors);
    else edit.mutate({ id: saga.id, package: read.data });
  };

  const eventOptions = withCurrent(
    (options?.events ?? []).map((event) => ({
      value: String(event.id),
      label: `${formatDay(event.eventDate)} ${event.raceName}`,
    })),
    values.eventId,
  );
  const categoryGroups = (options?.clusters ?? []).map((cluster) => ({
    group: cluster.name,
    items: cluster.clusterAgeCategories.map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
  }));
  const knownCategory = categoryGroups.some((group) =>
    group.items.some((item) => item.value === values.clusterAgeCategoryId),
  );
  const configOptions = withCurrent(
    (options?.configs ?? []).map((config) => ({ value: String(config.id), label: config.name })),
    values.configId,
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {saga.errors.length > 0 ? (
          <Alert color="red" title="Что не так с пакетом">
            {saga.errors.join('; ')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Мероприятие"
            required
            searchable
            data={eventOptions}
            value={values.eventId}
            onChange={(value) => set('eventId', value)}
            error={errors.eventId}
          />
          <Select
            label="Возрастная категория"
            required
            searchable
            data={
              knownCategory || !values.clusterAgeCategoryId
                ? categoryGroups
                : [
                    {
                      group: 'Из пакета',
                      items: [
                        { value: values.clusterAgeCategoryId, label: `№ ${values.clusterAgeCategoryId}` },
                      ],
                    },
                    ...categoryGroups,
                  ]
            }
            value={values.clusterAgeCategoryId}
            onChange={(value) => set('clusterAgeCategoryId', value)}
            error={errors.clusterAgeCategoryId}
          />
          <Select
            label="Конфигурация"
            required
            data={configOptions}
            value={values.configId}
            onChange={(value) => set('configId', value)}
            error={errors.configId}
          />
        </SimpleGrid>
        <TextInput
          label="Название протокола"
          description="Пусто — по названию категории"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Switch
          label="Рейтинговый протокол"
          checked={values.isRatingProtocol}
          onChange={(event) => set('isRatingProtocol', event.currentTarget.checked)}
        />
        <Textarea
          label="Строки (JSON)"
          description="Как их прислал партнёр: место, фамилия, имя, год рождения, пол, время, статус…"
          rows={12}
          resize="vertical"
          ff="monospace"
          spellCheck={false}
          value={values.rows}
          onChange={(event) => set('rows', event.currentTarget.value)}
          error={errors.rows}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={edit.isPending}>
            Отмена
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Сохранить и запустить заново
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
