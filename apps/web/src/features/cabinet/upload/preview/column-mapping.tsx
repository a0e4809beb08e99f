import { useMemo, useState } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  columnMappingSchema,
  type ColumnAssignment,
  type ProcessFileResponse,
  type ProtocolColumnField,
} from '@velo/contracts';
import { CabinetTable } from '../../kit/cabinet-table';

type ColumnMappingProps = {
  preview: ProcessFileResponse;
  busy: boolean;
  /** Reads the file again with these columns (those read otherwise than the reader's own guess). */
  onApply: (mapping: ColumnAssignment[]) => void;
};

/** The columns chosen by hand: only those that differ from what the reader made of them itself. */
export const mappingOf = (
  columns: ProcessFileResponse['columns'],
  chosen: Record<number, ProtocolColumnField>,
): ColumnAssignment[] =>
  columns
    .filter((column) => chosen[column.columnIndex] !== (column.detectedField ?? column.field))
    .map((column) => ({ columnIndex: column.columnIndex, field: chosen[column.columnIndex]! }));

/**
 * How each column of the file was read, with a select to read it otherwise (issue 13: matching
 * columns by hand). The file is read again on the server with the choice, which is remembered for
 * the organizer's next file with the same headers; the choice is checked by the contracts' schema
 * before it is sent (each kind in one column).
 */
export const ColumnMapping = ({ preview, busy, onApply }: ColumnMappingProps) => {
  const current = useMemo(
    () => Object.fromEntries(preview.columns.map((column) => [column.columnIndex, column.field])),
    [preview.columns],
  ) as Record<number, ProtocolColumnField>;
  const [chosen, setChosen] = useState(current);
  const kinds = (preview.columnKinds ?? []).map((kind) => ({ value: kind.field, label: kind.label }));
  const mapping = mappingOf(preview.columns, chosen);
  // The whole reading is checked (each kind in one column), though only the changes are sent.
  const checked = columnMappingSchema.safeParse(
    preview.columns.map((column) => ({
      columnIndex: column.columnIndex,
      field: chosen[column.columnIndex]!,
    })),
  );
  const changed = preview.columns.some(
    (column) => chosen[column.columnIndex] !== current[column.columnIndex],
  );

  return (
    <Stack gap="sm">
      {preview.mappingSource === 'remembered' ? (
        <Alert color="blue" variant="light">
          Столбцы прочитаны так, как вы сопоставили их для прошлого файла с такими же заголовками.
        </Alert>
      ) : preview.mappingSource === 'request' && preview.mappingRemembered ? (
        <Alert color="blue" variant="light">
          Сопоставление запомнено: следующий файл с такими же заголовками будет прочитан так же.
        </Alert>
      ) : null}
      <CabinetTable minWidth={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Столбец файла</Table.Th>
            <Table.Th>Прочитан как</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.columns.map((column) => {
            const header = column.header || `№ ${column.columnIndex + 1}`;
            return (
              <Table.Tr key={column.columnIndex}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {header}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {column.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Столбец «${header}»`}
                    data={kinds}
                    value={chosen[column.columnIndex]}
                    onChange={(value) =>
                      value &&
                      setChosen((before) => ({
                        ...before,
                        [column.columnIndex]: value as ProtocolColumnField,
                      }))
                    }
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    size="xs"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CabinetTable>
      {checked.success ? null : (
        <Alert color="red" role="alert">
          {checked.error.issues.map((issue) => issue.message).join('; ')}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => onApply(mapping)}
          disabled={!changed || !checked.success}
          loading={busy}
        >
          Прочитать файл заново
        </Button>
        {preview.appliedMapping?.length ? (
          <Button variant="subtle" onClick={() => onApply([])} disabled={busy}>
            Как определено автоматически
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
};
