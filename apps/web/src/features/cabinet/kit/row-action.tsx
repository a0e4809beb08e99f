import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type RowActionProps = {
  /** Said by the tooltip and to screen readers: 'Редактировать'. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A link instead of a button (open the public page, download a file). */
  href?: string;
  download?: boolean;
  disabled?: boolean;
  color?: string;
};

/** A row's action: an icon with its label as a tooltip and as its accessible name. */
export const RowAction = ({ label, icon, onClick, href, download, disabled, color }: RowActionProps) => (
  <Tooltip label={label} withArrow openDelay={300}>
    {href ? (
      <ActionIcon
        component="a"
        href={href}
        download={download || undefined}
        variant="subtle"
        color={color ?? 'gray'}
        aria-label={label}
        aria-disabled={disabled || undefined}
      >
        {icon}
      </ActionIcon>
    ) : (
      <ActionIcon
        variant="subtle"
        color={color ?? 'gray'}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    )}
  </Tooltip>
);
