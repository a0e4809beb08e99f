import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconListDetails, IconPlayerPlay, IconEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { SAGA_STATE_TITLES, SAGA_STATES, type SagaListItem } from '@velo/contracts';
import { useState } from 'react';
import { plural } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { JobProgress } from '../kit/job-progress';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { sagaStateOf, sagasList } from './api/get-sagas';
import { invalidateImports } from './api/keys';
import { useTriggerSagaProcessing } from './api/trigger-saga-processing';
import { SagaDialog } from './saga-dialog';
import { canFix, SagaStateBadge } from './saga-state';
import { formatDateTime } from '../kit/format-date-time';

const FILTER = [
  { value: 'all', label: 'Все' },
  ...SAGA_STATES.map((state) => ({ value: state, label: SAGA_STATE_TITLES[state] })),
];

/**
 * The timing partner's imports (part 2 §7.8; issue 42), for administrators: the packages and their
 * sagas with state and step, newest first, by state; a saga's detail with its errors; a failed
 * package corrected and queued again; and a processing run started now, its progress followed.
 */
export const ImportsView = () => {
  const list = useCabinetList(sagasList);
  const queryClient = useQueryClient();
  const state = sagaStateOf(list.search.type);
  const [open, setOpen] = useState<{ id: number; fixing: boolean } | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const trigger = useTriggerSagaProcessing({
    onSuccess: ({ jobId: id, waitingSagas }) => {
      setJobId(id);
      toast.success(
        'Обработка запущена',
        waitingSagas > 0
          ? `Ждут обработки: ${waitingSagas} ${plural(waitingSagas, ['пакет', 'пакета', 'пакетов'])}`
          : 'Пакетов, ждущих обработки, нет',
      );
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось запустить обработку')),
  });

  return (
    <CabinetList
      state={list}
      filters={
        <SegmentedControl
          aria-label="Состояние пакетов"
          data={FILTER}
          value={state ?? 'all'}
          onChange={(value) => list.setSearch({ type: value === 'all' ? undefined : value })}
          w={{ base: '100%', sm: 'auto' }}
        />
      }
      add={
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          onClick={() => trigger.mutate()}
          loading={trigger.isPending}
        >
          Запустить обработку
        </Button>
      }
      between={
        <JobProgress
          jobId={jobId}
          label="Обработка пакетов"
          onFinished={() => void invalidateImports(queryClient)}
        />
      }
      empty="Нет пакетов"
      minWidth={900}
      rowKey={(saga) => saga.id}
      columns={[
        {
          key: 'package',
          header: 'Пакет',
          card: 'title',
          cell: (saga: SagaListItem) => (
            <>
              <Text fw={500}>{saga.packageId}</Text>
              <Text size="sm" c="dimmed">
                № {saga.id}, {saga.organizer.name}
              </Text>
            </>
          ),
        },
        { key: 'state', header: 'Состояние', cell: (saga) => <SagaStateBadge state={saga.state} /> },
        { key: 'step', header: 'Шаг', cell: (saga) => saga.stepTitle },
        { key: 'rows', header: 'Строк', align: 'right', cell: (saga) => saga.rowsCount },
        { key: 'attempts', header: 'Попыток', align: 'right', cell: (saga) => saga.attempts },
        { key: 'updated', header: 'Изменён', cell: (saga) => formatDateTime(saga.updatedOn) },
        {
          key: 'errors',
          header: 'Ошибки',
          card: 'wide',
          cell: (saga) =>
            saga.errors.length === 0 ? (
              '—'
            ) : (
              <Text size="sm" c="red.9" lineClamp={2}>
                {saga.errors.join('; ')}
              </Text>
            ),
        },
      ]}
      actions={(saga) => (
        <>
          <RowAction
            label={`Подробнее: пакет ${saga.packageId}`}
            shortLabel="Подробнее"
            icon={<IconListDetails size={18} aria-hidden="true" />}
            onClick={() => setOpen({ id: saga.id, fixing: false })}
          />
          {canFix(saga) ? (
            <RowAction
              label={`Исправить: пакет ${saga.packageId}`}
              shortLabel="Исправить"
              icon={<IconEdit size={18} aria-hidden="true" />}
              onClick={() => setOpen({ id: saga.id, fixing: true })}
            />
          ) : null}
        </>
      )}
    >
      {open ? <SagaDialog id={open.id} fixing={open.fixing} onClose={() => setOpen(null)} /> : null}
    </CabinetList>
  );
};
