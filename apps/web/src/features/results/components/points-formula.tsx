import { UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPoints } from '@/components/format';
import { LazyTooltip } from '@/components/lazy-tooltip/lazy-tooltip';
import classes from './protocol-details.module.css';

/** Tooltip hide delay: 0 on medium and larger screens, 1500 ms on smaller ones (spec part 1 §9). */
export const tooltipCloseDelay = (wide: boolean) => (wide ? 0 : 1500);

/** A formula as a person reads it: decimal commas instead of points ('… × 0,5 × 1,12 = 106,4'). */
export const readableFormula = (formula: string) => formula.replace(/(\d)\.(\d)/g, '$1,$2');

/** A result's points; with a formula, it shows on hover, focus or tap (its code loads then). */
export const PointsWithFormula = ({ points, formula }: { points: number; formula: string | null }) => {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const text = formatPoints(points);
  if (!formula) return <span>{text}</span>;
  const readable = readableFormula(formula);
  return (
    <LazyTooltip
      label={readable}
      withArrow
      multiline
      maw={280}
      events={{ focus: true, touch: true }}
      closeDelay={tooltipCloseDelay(wide)}
      position="top-end"
    >
      <UnstyledButton
        className={classes.points}
        aria-label={`${text} — ${readable}`}
        onClick={(event) => event.stopPropagation()}
      >
        {text}
      </UnstyledButton>
    </LazyTooltip>
  );
};
