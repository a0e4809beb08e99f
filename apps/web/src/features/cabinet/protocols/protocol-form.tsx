import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ProtocolListItem } from '@velo/contracts';
import { toast } from '@/lib/toasts';
import { useQuery } from '@tanstack/react-query';
import { getCabinetClustersQueryOptions } from '../clusters/api/get-clusters';
import { errorText } from '../kit/error-text';
import { useConfigOptions } from './api/get-config-options';
import { useUpdateProtocol } from './api/update-protocol';

/** The rules of the dialog, in the server's words; {} when it may be sent. */
export const protocolFormErrors = (values: {
  name: string;
  configId: string | null;
  clusterAgeCategoryId: string | null;
}): Partial<Record<'name' | 'configId' | 'clusterAgeCategoryId', string>> => ({
  ...(values.name.trim() ? {} : { name: 'Не заполнено поле «название протокола»' }),
  ...(values.name.trim().length > 200 ? { name: 'Поле «название протокола»: не длиннее 200 символов' } : {}),
  ...(values.configId ? {} : { configId: 'Выберите конфигурацию' }),
  ...(values.clusterAgeCategoryId ? {} : { clusterAgeCategoryId: 'Выберите возрастную категорию' }),
});

/** The recalculation that runs before the server answers: an animated bar while it lasts. */
export const RecalculationProgress = ({ label }: { label: string }) => (
  <Stack gap={4} role="status">
    <Text size="sm">{label}</Text>
    <Progress value={100} animated striped aria-label={label} />
  </Stack>
);

/**
 * Editing a protocol (part 2 §3 Protocol, PUT /v1/Protocol): its name, the rating flag, the config
 * and the cluster's age category. A change that moves points recalculates the season; the bar runs
 * while it does.
 */
export const ProtocolForm = ({ protocol, onClose }: { protocol: ProtocolListItem; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [name, setName] = useState(protocol.protocolName);
  const [isRating, setIsRating] = useState(protocol.isRatingProtocol);
  const [configId, setConfigId] = useState<string | null>(String(protocol.configId));
  const [categoryId, setCategoryId] = useState<string | null>(
    protocol.clusterAgeCategoryId === null ? null : String(protocol.clusterAgeCategoryId),
  );
  const [submitted, setSubmitted] = useState(false);
  const configs = useConfigOptions(protocol.organizerId);
  const clusters = useQuery(
    getCabinetClustersQueryOptions({ page: 1, size: 100, organizerId: protocol.organizerId }),
  );
  const update = useUpdateProtocol({
    onSuccess: () => {
      toast.success('Успешно', 'Протокол сохранен, рейтинг пересчитан');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить протокол')),
  });

  const configOptions = useMemo(
    () => (configs.data?.items ?? []).map((config) => ({ value: String(config.id), label: config.name })),
    [configs.data],
  );
  const categoryOptions = useMemo(
    () =>
      (clusters.data?.items ?? []).map((cluster) => ({
        group: cluster.name,
        items: cluster.clusterAgeCategories.map((category) => ({
          value: String(category.id),
          label: `${category.name} (${cluster.name})`,
        })),
      })),
    [clusters.data],
  );
  const errors = protocolFormErrors({ name, configId, clusterAgeCategoryId: categoryId });
  const shown = submitted ? errors : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    update.mutate({
      id: protocol.id,
      name: name.trim(),
      isRatingProtocol: isRating,
      configId: Number(configId),
      clusterAgeCategoryId: Number(categoryId),
    });
  };

  return (
    <Modal
      opened
      onClose={update.isPending ? () => {} : onClose}
      title="Редактирование протокола"
      fullScreen={isPhone}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {protocol.eventName}
          </Text>
          <TextInput
            label="Название"
            required
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={shown.name}
          />
          <Switch
            label="Рейтинговый протокол"
            checked={isRating}
            onChange={(event) => setIsRating(event.currentTarget.checked)}
          />
          <Select
            label="Конфигурация"
            required
            data={configOptions}
            value={configId}
            onChange={setConfigId}
            error={shown.configId}
            searchable
            nothingFoundMessage="Нет конфигураций"
          />
          <Select
            label="Возрастная категория"
            required
            data={categoryOptions}
            value={categoryId}
            onChange={setCategoryId}
            error={shown.clusterAgeCategoryId}
            searchable
            nothingFoundMessage="Нет категорий"
          />
          {configs.isError || clusters.isError ? (
            <Alert color="red">Не удалось загрузить конфигурации или кластеры</Alert>
          ) : null}
          {update.isPending ? <RecalculationProgress label="Сохранение и пересчет рейтинга" /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={update.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
