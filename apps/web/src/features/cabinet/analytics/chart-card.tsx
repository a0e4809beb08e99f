import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadError } from '@/components/display/empty-state';
import { saveCsv, toCsv } from './lib/csv';
import { chartPart, tableCsvRows, type ChartTable } from './lib/tables';

/** The charts library is loaded by the first chart, not by the cabinet. */
const SeriesChart = lazy(() => import('./series-chart'));

const numberFormat = new Intl.NumberFormat('ru-RU');

/** A chart's data as a table (the accessible view of a chart). */
export const ChartDataTable = ({ table, caption }: { table: ChartTable; caption: string }) => (
  // Focusable, so a keyboard can scroll it on a narrow screen.
  <Table.ScrollContainer
    minWidth={table.series.length > 1 ? 560 : 280}
    type="native"
    tabIndex={0}
    role="region"
    aria-label={`${caption}: таблица`}
  >
    <Table striped verticalSpacing="xs" pos="relative">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{table.labelHeader}</Table.Th>
          {table.series.map((item) => (
            <Table.Th key={item.key} scope="col" ta="right">
              {item.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Table.Tr key={`${row.label}-${index}`}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            {table.series.map((item) => (
              <Table.Td key={item.key} ta="right">
                {numberFormat.format(Number(row[item.key]))}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

type ChartCardProps = {
  title: string;
  /** The table, or undefined while it loads. */
  table: ChartTable | undefined;
  isError: boolean;
  /** The CSV file's name, without the extension. */
  fileName: string;
  /** Long labels: horizontal bars. */
  horizontal?: boolean;
  /**
   * The chart draws this many first rows at most (the table and the CSV keep them all): a bar per
   * event of several seasons would be a chart nobody can read.
   */
  chartLimit?: number;
};

/**
 * One figure of the analytics: a chart or, at a switch, the same numbers as a table; and their CSV
 * (the table's header and rows).
 */
export const ChartCard = ({ title, table, isError, fileName, horizontal, chartLimit }: ChartCardProps) => {
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const empty = table !== undefined && table.rows.length === 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(value) => setMode(value as 'chart' | 'table')}
              aria-label={`Вид: ${title}`}
              data={[
                { value: 'chart', label: 'График' },
                { value: 'table', label: 'Таблица' },
              ]}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              disabled={!table || empty}
              aria-label={`Скачать CSV: ${title}`}
              onClick={() => {
                if (!table) return;
                const { header, rows } = tableCsvRows(table);
                saveCsv(toCsv(header, rows), `${fileName}.csv`);
              }}
            >
              CSV
            </Button>
          </Group>
        </Group>
        {isError ? (
          <LoadError />
        ) : !table ? (
          <Skeleton height={300} aria-label="Загрузка" />
        ) : empty ? (
          <Text c="dimmed" role="status">
            Нет записей
          </Text>
        ) : mode === 'table' ? (
          <ChartDataTable table={table} caption={title} />
        ) : (
          <Suspense fallback={<Skeleton height={300} aria-label="Загрузка" />}>
            <SeriesChart table={chartPart(table, chartLimit)} horizontal={horizontal} />
            {chartLimit !== undefined && table.rows.length > chartLimit && (
              <Text size="sm" c="dimmed">
                На графике первые {chartLimit} из {numberFormat.format(table.rows.length)}; все — в таблице и
                в CSV.
              </Text>
            )}
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
};
