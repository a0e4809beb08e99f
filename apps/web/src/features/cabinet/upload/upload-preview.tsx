import { Alert, Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import type { ProcessFileResponse } from '@velo/contracts';
import { CabinetTable } from '../kit/cabinet-table';
import { WarningAlert } from '@/components/warning-alert';

type UploadPreviewProps = {
  preview: ProcessFileResponse;
  confirmed: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * What the server read from the file (part 2 §2.5): the errors and warnings, how each column was
 * understood, and the riders new to the portal; confirm (not while errors remain) or cancel.
 */
export const UploadPreview = ({ preview, confirmed, busy, onConfirm, onCancel }: UploadPreviewProps) => (
  <Stack gap="sm">
    <Group gap="xs">
      <Text size="sm">
        {preview.title ? `«${preview.title}», ` : ''}строк: {preview.rowsCount}
      </Text>
      {preview.hasPointsColumn ? (
        <Badge variant="light" c="dark.7">
          есть столбец очков
        </Badge>
      ) : null}
      {confirmed ? (
        <Badge color="green" variant="light" c="green.9">
          подтвержден
        </Badge>
      ) : null}
    </Group>
    {preview.errors.length > 0 ? (
      <Alert color="red" title="Ошибки в файле" role="alert">
        <List size="sm">
          {preview.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      </Alert>
    ) : null}
    {preview.warnings.length > 0 ? (
      <WarningAlert title="Предупреждения">
        <List size="sm">
          {preview.warnings.map((warning) => (
            <List.Item key={warning}>{warning}</List.Item>
          ))}
        </List>
      </WarningAlert>
    ) : null}
    {preview.columns.length > 0 ? (
      <details>
        <summary>Как прочитаны столбцы ({preview.columns.length})</summary>
        <CabinetTable minWidth={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Столбец файла</Table.Th>
              <Table.Th>Прочитан как</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.columns.map((column) => (
              <Table.Tr key={column.columnIndex}>
                <Table.Td>{column.header || `№ ${column.columnIndex + 1}`}</Table.Td>
                <Table.Td>{column.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CabinetTable>
      </details>
    ) : null}
    {preview.newParticipantsFromProtocol.length > 0 ? (
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Новые участники ({preview.newParticipantsFromProtocol.length})
        </Text>
        <CabinetTable minWidth={360}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Фамилия</Table.Th>
              <Table.Th>Имя</Table.Th>
              <Table.Th>Год рождения</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.newParticipantsFromProtocol.map((rider, index) => (
              <Table.Tr key={`${rider.lastName}-${rider.firstName}-${index}`}>
                <Table.Td>{rider.lastName}</Table.Td>
                <Table.Td>{rider.firstName}</Table.Td>
                <Table.Td>{rider.yearOfBirth ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CabinetTable>
      </Stack>
    ) : null}
    {confirmed ? null : (
      <Group gap="sm">
        <Button onClick={onConfirm} disabled={preview.errors.length > 0 || !preview.cachedProtocolDataId}>
          Подтвердить
        </Button>
        <Button variant="default" onClick={onCancel} loading={busy}>
          Отменить
        </Button>
      </Group>
    )}
  </Stack>
);
