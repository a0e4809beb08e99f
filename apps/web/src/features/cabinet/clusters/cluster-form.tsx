import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CLUSTER_LIMITS, createClusterRequestSchema, type Cluster } from '@velo/contracts';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useCabinetScope } from '../kit/cabinet-scope';
import { DayInput } from '../kit/day-input';
import { errorText } from '../kit/error-text';
import { useCreateCluster } from './api/create-cluster';
import { useDisciplines } from '@/components/catalog/api/get-disciplines';
import { useUpdateCluster } from './api/update-cluster';
import { CategoryRows } from './category-rows';
import {
  clusterFormErrors,
  clusterFormValues,
  clusterRequestBody,
  type ClusterFormValues,
} from './cluster-form-values';

/**
 * A 400's messages by field: the server lists each as `path: message`
 * (`clusterAgeCategories.0.name: Не заполнено поле …`).
 */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const lines = error.body?.Errors?.length
    ? error.body.Errors
    : [error.body?.Error?.replace(/^Неверный запрос\.\s*/, '') ?? ''];
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): (.+)$/.exec(line);
    if (match) errors[match[1]!] ??= match[2]!;
  }
  return errors;
};

type ClusterFormProps = {
  /** The cluster edited, or null for a new one. */
  cluster: Cluster | null;
  onClose: () => void;
};

/**
 * Create or edit a cluster (part 2 §2.8, §3, §5): name, comment, race type, the organizer (an
 * organizer's own, fixed), the active period and the age categories, reordered by drag and drop.
 * Every rule of the server's schema shows at its field before anything is sent.
 */
export const ClusterForm = ({ cluster, onClose }: ClusterFormProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const scope = useCabinetScope();
  const organizers = useOrganizers();
  const disciplines = useDisciplines();
  const { form, field, onSubmit } = useSchemaForm<ClusterFormValues>(createClusterRequestSchema, {
    initialValues: clusterFormValues(cluster, scope.isAdmin ? null : scope.ownOrganizerId),
    validate: clusterFormErrors,
  });
  const at = field as unknown as (path: string) => ReturnType<typeof field>;

  const done = (message: string) => () => {
    toast.success('Успешно', message);
    onClose();
  };
  const failed = (error: Error) => {
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    toast.error('Ошибка', errorText(error, 'Не удалось сохранить кластер'));
  };
  const create = useCreateCluster({ onSuccess: done('Кластер добавлен'), onError: failed });
  const update = useUpdateCluster({ onSuccess: done('Кластер сохранен'), onError: failed });
  const saving = create.isPending || update.isPending;

  const submit = onSubmit((values) => {
    const body = clusterRequestBody(values);
    if (cluster) update.mutate({ ...body, id: cluster.id });
    else create.mutate(body);
  });

  const organizerOptions = (organizers.data ?? []).map((organizer) => ({
    value: String(organizer.id),
    label: organizer.name,
  }));
  const organizerId = form.values.organizerId;
  const organizerName =
    organizers.data?.find((organizer) => organizer.id === organizerId)?.name ??
    (cluster?.organizerId === organizerId ? cluster?.organizer.name : undefined) ??
    '';
  const organizerError = at('organizerId').error;

  return (
    <Modal
      opened
      onClose={saving ? () => {} : onClose}
      title={cluster ? 'Редактирование кластера' : 'Новый кластер'}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Название кластера" required maxLength={CLUSTER_LIMITS.nameMax} {...at('name')} />
          <Textarea label="Комментарий" rows={2} maxLength={CLUSTER_LIMITS.commentMax} {...at('comment')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Тип гонки"
              placeholder="Не выбран"
              clearable
              data={(disciplines.data ?? []).map((discipline) => ({
                value: String(discipline.id),
                label: discipline.name,
              }))}
              value={form.values.disciplineTypeId === null ? null : String(form.values.disciplineTypeId)}
              onChange={(value) => form.setFieldValue('disciplineTypeId', value ? Number(value) : null)}
              error={at('disciplineTypeId').error}
            />
            {scope.isAdmin ? (
              <Select
                label="Организатор"
                required
                searchable
                placeholder={organizers.isLoading ? 'Загрузка…' : 'Выберите организатора'}
                nothingFoundMessage="Не найдено"
                data={organizerOptions}
                value={organizerId === null ? null : String(organizerId)}
                onChange={(value) => form.setFieldValue('organizerId', value ? Number(value) : null)}
                onBlur={at('organizerId').onBlur as never}
                error={organizerError}
              />
            ) : (
              <TextInput
                label="Организатор"
                readOnly
                value={organizerName}
                description="Кластеры организатора создаются только для него самого"
                error={organizerError}
              />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DayInput label="Начало периода действия" required {...at('activePeriod.start')} />
            <DayInput label="Конец периода действия" required {...at('activePeriod.end')} />
          </SimpleGrid>
          <CategoryRows form={form} field={at} disabled={saving} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Отмена
            </Button>
            <Button type="submit" loading={saving}>
              {cluster ? 'Сохранить' : 'Добавить'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
