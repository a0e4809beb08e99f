import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ChartTable } from './lib/tables';

/**
 * A chart of a table (@mantine/charts on recharts, loaded with this module only): the labels along
 * one axis, the counts along the other, a tooltip with every series of the hovered bar. Long labels
 * (organizers, events) lie along a vertical axis.
 */
const SeriesChart = ({ table, horizontal = false }: { table: ChartTable; horizontal?: boolean }) => {
  const height = horizontal
    ? Math.max(240, table.rows.length * 28 * Math.max(1, table.series.length / 2))
    : 300;
  return (
    <BarChart
      h={height}
      data={table.rows}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={table.series.map((item) => ({ name: item.key, label: item.label, color: item.color }))}
      withLegend={table.series.length > 1}
      withTooltip
      tooltipAnimationDuration={150}
      xAxisLabel={horizontal ? 'Количество' : table.labelHeader}
      yAxisLabel={horizontal ? undefined : 'Количество'}
      yAxisProps={horizontal ? { width: 180 } : undefined}
      gridAxis={horizontal ? 'x' : 'y'}
      valueFormatter={(value) => new Intl.NumberFormat('ru-RU').format(value)}
    />
  );
};

export default SeriesChart;
