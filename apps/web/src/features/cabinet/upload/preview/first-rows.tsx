import { Table, Text } from '@mantine/core';
import type { ProtocolPreviewRow } from '@velo/contracts';
import { CabinetTable } from '../../kit/cabinet-table';

const GENDER = { male: 'М', female: 'Ж' } as const;

/** The first rows of the file as the reader read them (issue 13): what the organizer checks by eye. */
export const FirstRows = ({ rows, total }: { rows: ProtocolPreviewRow[]; total: number }) => {
  const withPoints = rows.some((row) => row.points !== null);
  return (
    <>
      <Text size="sm" c="dimmed">
        Первые {rows.length} из {total} строк, как они прочитаны
      </Text>
      <CabinetTable minWidth={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Строка</Table.Th>
            <Table.Th>Место</Table.Th>
            <Table.Th>Фамилия</Table.Th>
            <Table.Th>Имя</Table.Th>
            <Table.Th>Год</Table.Th>
            <Table.Th>Пол</Table.Th>
            <Table.Th>Команда</Table.Th>
            <Table.Th>Время</Table.Th>
            <Table.Th>Статус</Table.Th>
            {withPoints ? <Table.Th>Очки</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.rowNumber}>
              <Table.Td>{row.rowNumber}</Table.Td>
              <Table.Td>{row.place ?? '—'}</Table.Td>
              <Table.Td>{row.lastName}</Table.Td>
              <Table.Td>{row.firstName}</Table.Td>
              <Table.Td>{row.yearOfBirth ?? '—'}</Table.Td>
              <Table.Td>{row.gender ? GENDER[row.gender] : '—'}</Table.Td>
              <Table.Td>{row.club || '—'}</Table.Td>
              <Table.Td>{row.resultTime || '—'}</Table.Td>
              <Table.Td>
                {row.status}
                {row.isOutOfCompetition ? ', вне зачета' : ''}
              </Table.Td>
              {withPoints ? <Table.Td>{row.points ?? '—'}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CabinetTable>
    </>
  );
};
