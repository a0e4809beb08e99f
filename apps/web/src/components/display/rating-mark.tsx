import { Tooltip } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import classes from './rating-mark.module.css';

/** The rating icon on rating protocols and rating events; its meaning is spoken and shown on hover. */
export const RatingMark = ({
  label = 'Рейтинговый протокол',
  size = 16,
}: {
  label?: string;
  size?: number;
}) => (
  <Tooltip label={label} withArrow openDelay={200}>
    <span className={classes.mark} role="img" aria-label={label}>
      <IconTrophy size={size} stroke={2} aria-hidden="true" />
    </span>
  </Tooltip>
);
