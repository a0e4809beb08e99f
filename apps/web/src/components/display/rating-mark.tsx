import { IconTrophy } from '@tabler/icons-react';
import classes from './rating-mark.module.css';

/**
 * The rating icon on rating protocols and rating events; its meaning is spoken and shown on hover
 * (a native title: no tooltip code on the first load of a list).
 */
export const RatingMark = ({
  label = 'Рейтинговый протокол',
  size = 16,
}: {
  label?: string;
  size?: number;
}) => (
  <span className={classes.mark} role="img" aria-label={label} title={label}>
    <IconTrophy size={size} stroke={2} aria-hidden="true" />
  </span>
);
