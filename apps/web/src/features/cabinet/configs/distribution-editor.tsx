import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { DEFAULT_SCORE_DISTRIBUTION } from '@velo/contracts';
import classes from './configs.module.css';

/** Points by place as a small bar chart (an SVG: no chart library for forty bars). */
export const DistributionChart = ({ points }: { points: readonly number[] }) => {
  const max = Math.max(1, ...points);
  const width = 240;
  const height = 80;
  const bar = width / Math.max(points.length, 1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={classes.chart}
      role="img"
      aria-label={`Очки по местам: за 1-е ${points[0] ?? 0}, за ${points.length}-е ${points.at(-1) ?? 0}`}
    >
      {points.map((value, index) => (
        <rect
          key={index}
          x={index * bar + bar * 0.1}
          y={height - (value / max) * height}
          width={bar * 0.8}
          height={(value / max) * height}
          className={classes.bar}
        />
      ))}
    </svg>
  );
};

type DistributionEditorProps = {
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The score distribution (part 2 §3): points for each place, from the first down, starting from the
 * default; places are added or taken from the end; the chart beside it follows.
 */
export const DistributionEditor = ({ value, onChange, error, disabled }: DistributionEditorProps) => (
  <Stack gap="xs">
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Text fw={500} size="sm" id="distribution-label">
        Очки за места ({value.length})
      </Text>
      {disabled ? null : (
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Убрать последнее место"
            onClick={() => onChange(value.slice(0, -1))}
            disabled={value.length <= 1}
          >
            <IconMinus size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label="Добавить место"
            onClick={() => onChange([...value, 0])}
            disabled={value.length >= 500}
          >
            <IconPlus size={16} aria-hidden="true" />
          </ActionIcon>
          <Button variant="subtle" size="xs" onClick={() => onChange([...DEFAULT_SCORE_DISTRIBUTION])}>
            Как по умолчанию
          </Button>
        </Group>
      )}
    </Group>
    <div className={classes.distribution}>
      <SimpleGrid
        cols={{ base: 4, xs: 6 }}
        spacing={6}
        verticalSpacing={6}
        role="group"
        aria-labelledby="distribution-label"
      >
        {value.map((points, index) => (
          <NumberInput
            key={index}
            size="xs"
            label={`${index + 1}-е`}
            value={points}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            disabled={disabled}
            onChange={(next) => {
              const copy = [...value];
              copy[index] = typeof next === 'number' ? next : 0;
              onChange(copy);
            }}
          />
        ))}
      </SimpleGrid>
      <DistributionChart points={value} />
    </div>
    {error ? (
      <Text size="sm" c="red.8" role="alert">
        {error}
      </Text>
    ) : null}
  </Stack>
);
