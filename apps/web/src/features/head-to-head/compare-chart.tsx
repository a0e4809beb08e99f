import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatPoints } from '@/components/format';
import { useSeasonProgress } from './api/get-season-progress';
import { compareChartLayout } from './compare-chart-layout';
import classes from './compare-chart.module.css';

const HEIGHT = 220;

type Rider = { participantId: number; lastName: string; firstName: string };

const lastTotal = (points: { totalPoints: number }[] | undefined) => points?.at(-1)?.totalPoints ?? 0;

/**
 * Both riders' season on one chart (issue 19): each one's season total after each race day, as on a
 * rider's own page. Solid for the first rider, dashed for the second, so the two read apart without
 * colour too.
 */
export const CompareChart = ({ a, b, year }: { a: Rider; b: Rider; year: number }) => {
  const first = useSeasonProgress(a.participantId, year);
  const second = useSeasonProgress(b.participantId, year);
  const { ref, width } = useElementSize();
  const ready = first.data && second.data;
  const layout =
    ready && width > 0
      ? compareChartLayout([first.data.points, second.data.points], year, { width, height: HEIGHT })
      : null;
  const summary = ready
    ? `Очки за сезон ${year}: ${a.lastName} ${a.firstName} — ${formatPoints(lastTotal(first.data.points))}, ${b.lastName} ${b.firstName} — ${formatPoints(lastTotal(second.data.points))}`
    : '';

  return (
    <Paper component="section" p="md" withBorder aria-labelledby="compare-chart-title">
      <Title order={2} size="h4" id="compare-chart-title" mb="xs">
        Сезон {year}: очки после каждого дня гонок
      </Title>
      <div className={classes.legend} aria-hidden="true">
        <span className={classes.legendA}>
          {a.lastName} {a.firstName}
        </span>
        <span className={classes.legendB}>
          {b.lastName} {b.firstName}
        </span>
      </div>
      <div ref={ref} className={classes.area}>
        {first.isError || second.isError ? (
          <Text size="sm" c="dimmed">
            Не удалось загрузить сезон.
          </Text>
        ) : !layout ? (
          <Skeleton height={HEIGHT} />
        ) : (
          <svg width={width} height={HEIGHT} role="img" aria-label={summary} className={classes.svg}>
            {layout.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={layout.frame.left}
                  x2={layout.frame.right}
                  y1={tick.y}
                  y2={tick.y}
                  className={classes.grid}
                />
                <text x={layout.frame.left - 6} y={tick.y} className={classes.axis}>
                  {formatPoints(tick.value)}
                </text>
              </g>
            ))}
            {layout.months.map((month) => (
              <text key={month.name} x={month.x} y={layout.frame.bottom + 18} className={classes.month}>
                {month.name}
              </text>
            ))}
            {layout.curves.map((curve, index) => (
              <g key={index} className={index === 0 ? classes.curveA : classes.curveB}>
                <path d={curve.path} className={classes.line} />
                {curve.points.map((point) => (
                  <circle key={point.date} cx={point.x} cy={point.y} r={4} className={classes.point} />
                ))}
              </g>
            ))}
          </svg>
        )}
      </div>
      {ready ? (
        <Text size="sm" mt="xs">
          {summary}
        </Text>
      ) : null}
    </Paper>
  );
};
