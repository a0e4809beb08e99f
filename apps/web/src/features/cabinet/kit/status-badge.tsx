import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-badge.module.css';

/** The text a shade darker than Mantine's light badge gives, so it passes WCAG AA on the pale ground. */
const TEXT: Record<string, string> = {
  red: 'red.9',
  green: 'green.9',
  yellow: 'dark.7',
  blue: 'blue.9',
  gray: 'dark.6',
  orange: 'orange.9',
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
