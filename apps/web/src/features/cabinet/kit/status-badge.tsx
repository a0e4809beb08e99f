import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-badge.module.css';

/**
 * The text darker than Mantine's light badge gives, so it passes WCAG AA (4.5:1) on the pale ground:
 * red.9 and blue.9 do (5.1 and 5.7); green.9 and orange.9 do not (about 4.1 and 4.4), so those
 * badges keep their hue in the ground and take dark text.
 */
const TEXT: Record<string, string> = {
  red: 'red.9',
  green: 'dark.7',
  yellow: 'dark.7',
  blue: 'blue.9',
  gray: 'dark.6',
  orange: 'dark.7',
};

/** A record's state in a cabinet list: its whole words in sentence case, never cut (issue 42). */
export const StatusBadge = ({
  color,
  variant = 'light',
  children,
  ...props
}: { color: string; children: ReactNode } & Omit<BadgeProps, 'color' | 'classNames'>) => (
  <Badge
    color={color}
    variant={variant}
    c={variant === 'light' ? (TEXT[color] ?? 'dark.7') : undefined}
    tt="none"
    classNames={{ root: classes.badge, label: classes.label }}
    {...props}
  >
    {children}
  </Badge>
);
