import { Badge, Text } from '@mantine/core';
import { IconCopy, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { ProtocolConfig } from '@velo/contracts';
import { useState } from 'react';
import { formatDay } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useDeletion } from '../kit/use-deletion';
import { useCloneConfig } from './api/clone-config';
import { useDeleteConfig } from './api/delete-config';
import { configsList, useDefaultConfig } from './api/get-configs';
import { ConfigForm } from './config-form';

const MODE_WORDS = { auto: 'авто', custom: 'вручную', ignore: 'не учитывается' } as const;

/** F and Q in a line: 'F вручную 0.5 · Q авто'. */
export const coefficientsText = (config: ProtocolConfig): string =>
  [
    `F ${MODE_WORDS[config.significanceRatioCalculationMode]}${config.significanceRatioCalculationMode === 'custom' ? ` ${config.significanceRatio}` : ''}`,
    `Q ${MODE_WORDS[config.representationRatioCalculationMode]}${config.representationRatioCalculationMode === 'custom' ? ` ${config.representationRatio}` : ''}`,
  ].join(' · ');

const periodText = (config: ProtocolConfig) => {
  const start = formatDay(config.startDate?.slice(0, 10));
  const end = formatDay(config.endDate?.slice(0, 10));
  return !start && !end
    ? 'Без ограничений'
    : [start && `с ${start}`, end && `по ${end}`].filter(Boolean).join(' ');
};

/**
 * The protocol configs (issue 12, part 2 §3): an organizer's own and the default (read-only for
 * organizers), an administrator's all; create, edit, clone and delete.
 */
export const ConfigsView = () => {
  const list = useCabinetList(configsList);
  const { scope, search, page } = list;
  // Organizers work with the national default too: it is pinned above their own.
  const national = useDefaultConfig(!scope.readOnly && !scope.isAdmin);
  const [editing, setEditing] = useState<{ config: ProtocolConfig | null; readOnly: boolean } | null>(null);
  const clone = useCloneConfig({
    onSuccess: (copy) => toast.success('Успешно', `Конфигурация склонирована: «${copy.name}»`),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка клонирования конфигурации')),
  });
  const deletion = useDeletion({
    mutation: useDeleteConfig(),
    variables: (config: ProtocolConfig) => config.id,
    title: 'Удалить конфигурацию?',
    text: (config) =>
      `Конфигурация «${config.name}» будет удалена. Конфигурацию, по которой посчитаны протоколы, удалить нельзя.`,
    success: 'Конфигурация удалена',
  });

  const rows = [
    ...(national.data && !search.q && page === 1 ? [national.data] : []),
    ...(list.query.data?.items ?? []).filter((config) => config.id !== national.data?.id),
  ];
  const canEdit = (config: ProtocolConfig) => scope.isAdmin || !config.isDefault;

  return (
    <CabinetList
      state={list}
      items={rows}
      search={{ label: 'Поиск', placeholder: 'Название конфигурации' }}
      add={{ label: 'Добавить', onClick: () => setEditing({ config: null, readOnly: false }) }}
      empty="Нет записей"
      minWidth={820}
      rowKey={(config) => config.id}
      columns={[
        {
          key: 'name',
          header: 'Название',
          card: 'title',
          cell: (config) => (
            <>
              <Text fw={500}>{config.name}</Text>
              {config.isDefault ? (
                <Badge size="xs" variant="light" c="dark.7">
                  по умолчанию
                </Badge>
              ) : null}
            </>
          ),
        },
        scope.isAdmin && {
          key: 'organizer',
          header: 'Организатор',
          cell: (config: ProtocolConfig) => config.organizer?.name ?? 'Национальная',
        },
        { key: 'period', header: 'Период', cell: periodText },
        { key: 'coefficients', header: 'Коэффициенты', cell: coefficientsText },
        { key: 'places', header: 'Мест с очками', cell: (config) => config.scoreDistribution.length },
      ]}
      actions={(config) => (
        <>
          {canEdit(config) ? (
            <RowAction
              label="Редактировать"
              icon={<IconEdit size={18} aria-hidden="true" />}
              onClick={() => setEditing({ config, readOnly: false })}
            />
          ) : (
            <RowAction
              label="Просмотр"
              icon={<IconEye size={18} aria-hidden="true" />}
              onClick={() => setEditing({ config, readOnly: true })}
            />
          )}
          <RowAction
            label="Клонировать"
            icon={<IconCopy size={18} aria-hidden="true" />}
            onClick={() => clone.mutate(config.id)}
            disabled={clone.isPending}
          />
          {canEdit(config) && !config.isDefault ? (
            <RowAction
              label="Удалить"
              color="red"
              icon={<IconTrash size={18} aria-hidden="true" />}
              onClick={() => deletion.ask(config)}
            />
          ) : null}
        </>
      )}
    >
      {editing ? (
        <ConfigForm config={editing.config} readOnly={editing.readOnly} onClose={() => setEditing(null)} />
      ) : null}
      {deletion.dialog}
    </CabinetList>
  );
};
