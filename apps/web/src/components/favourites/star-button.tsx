import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import classes from './favourite-star.module.css';

/** The star as drawn: filled and yellow when on; its label says what a click does. */
export const StarButton = ({
  on,
  name,
  size,
  onClick,
}: {
  on: boolean;
  name: string;
  size: 'sm' | 'md';
  onClick: (event: MouseEvent) => void;
}) => {
  const label = on ? `Убрать из избранного: ${name}` : `Добавить в избранное: ${name}`;
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'yellow' : 'gray'}
      size={size === 'sm' ? 28 : 34}
      radius="xl"
      aria-label={label}
      aria-pressed={on}
      title={label}
      onClick={(event: MouseEvent) => {
        // The star sits inside clickable rows and cards: it must not open them.
        event.preventDefault();
        event.stopPropagation();
        onClick(event);
      }}
      className={classes.star}
      data-on={on || undefined}
    >
      {on ? (
        <IconStarFilled size={size === 'sm' ? 18 : 22} aria-hidden="true" />
      ) : (
        <IconStar size={size === 'sm' ? 18 : 22} aria-hidden="true" />
      )}
    </ActionIcon>
  );
};
