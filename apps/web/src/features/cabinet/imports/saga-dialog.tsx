import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Saga } from '@velo/contracts';
import { useState, type ReactNode } from 'react';
import { LoadError } from '@/components/display/empty-state';
import { CabinetTable } from '../kit/cabinet-table';
import { ViewSkeleton } from '../kit/view-skeleton';
import { useSaga } from './api/get-saga';
import { SagaEditForm } from './saga-edit-form';
import { canFix, SagaStateBadge } from './saga-state';
import { formatDateTime } from '../kit/format-date-time';

/** How many of a package's rows the detail shows (a package holds up to 5,000). */
const SHOWN_ROWS = 20;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="gray.7">
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </div>
);

const SagaDetail = ({ saga, onFix }: { saga: Saga; onFix: () => void }) => (
  <Stack gap="md">
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <Fact label="Состояние">
        <SagaStateBadge state={saga.state} />
      </Fact>
      <Fact label="Шаг">{saga.stepTitle}</Fact>
      <Fact label="Организатор">{saga.organizer.name}</Fact>
      <Fact label="Получен">{formatDateTime(saga.createdOn)}</Fact>
      <Fact label="Изменён">{formatDateTime(saga.updatedOn)}</Fact>
      <Fact label="Попыток">{saga.attempts}</Fact>
      <Fact label="Мероприятие">№ {saga.package.eventId}</Fact>
      <Fact label="Категория">№ {saga.package.clusterAgeCategoryId}</Fact>
      <Fact label="Конфигурация">№ {saga.package.configId}</Fact>
      <Fact label="Протокол">
        {saga.protocolId !== null ? (
          <Link to="/results/details/$id" params={{ id: String(saga.protocolId) }}>
            {saga.package.name || `№ ${saga.protocolId}`}
          </Link>
        ) : (
          'не создан'
        )}
      </Fact>
    </SimpleGrid>
    {saga.errors.length > 0 ? (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} title="Ошибки">
        <List size="sm" spacing={2}>
          {saga.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      </Alert>
    ) : null}
    <Stack gap={6}>
      <Text fw={600} size="sm">
        Строки пакета: {saga.rowsCount}
        {saga.rowsCount > SHOWN_ROWS ? ` (первые ${SHOWN_ROWS})` : ''}
      </Text>
      <CabinetTable minWidth={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Место</Table.Th>
            <Table.Th>Участник</Table.Th>
            <Table.Th>Год</Table.Th>
            <Table.Th>Пол</Table.Th>
            <Table.Th>Время</Table.Th>
            <Table.Th>Статус</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {saga.package.rows.slice(0, SHOWN_ROWS).map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{row.place ?? '—'}</Table.Td>
              <Table.Td>
                {row.lastName} {row.firstName}
              </Table.Td>
              <Table.Td>{row.yearOfBirth}</Table.Td>
              <Table.Td>{row.gender === 'male' ? 'М' : row.gender === 'female' ? 'Ж' : '—'}</Table.Td>
              <Table.Td>{row.resultTime || '—'}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CabinetTable>
    </Stack>
    {canFix(saga) ? (
      <Group justify="flex-end">
        <Button leftSection={<IconEdit size={16} aria-hidden="true" />} onClick={onFix}>
          Исправить и запустить заново
        </Button>
      </Group>
    ) : null}
  </Stack>
);

/**
 * A partner's package (issue 42): its saga's state, step and errors, the package's rows, and for a
 * failed one without a protocol the form that corrects it and queues it again.
 */
export const SagaDialog = ({ id, fixing, onClose }: { id: number; fixing: boolean; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const saga = useSaga(id);
  const [editing, setEditing] = useState(fixing);

  return (
    <Modal
      opened
      onClose={onClose}
      title={saga.data ? `Пакет «${saga.data.packageId}»` : 'Пакет'}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {saga.isPending ? (
        <ViewSkeleton />
      ) : saga.isError ? (
        <LoadError />
      ) : editing && canFix(saga.data) ? (
        <SagaEditForm saga={saga.data} onCancel={() => setEditing(false)} onDone={onClose} />
      ) : (
        <SagaDetail saga={saga.data} onFix={() => setEditing(true)} />
      )}
    </Modal>
  );
};
