import { ActionIcon, Box, Button, Tooltip } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

type RowActionProps = {
  /** Said by the tooltip and to screen readers: 'Редактировать'. */
  label: string;
  /** A card's button text when the label names its record ('Одобрить' for 'Одобрить: справка Иванова'). */
  shortLabel?: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A link instead of a button (open the public page, download a file). */
  href?: string;
  download?: boolean;
  disabled?: boolean;
  color?: string;
};

/**
 * How a list shows its row actions: icons with their label as a tooltip (a table row), or buttons
 * that say their label (a phone's card, where there is no hover and a finger needs a bigger target).
 */
export const RowActionLayout = createContext<'icon' | 'button'>('icon');

/** A row's action: an icon with its label as a tooltip and as its accessible name; in a card, a labelled button. */
export const RowAction = ({
  label,
  shortLabel,
  icon,
  onClick,
  href,
  download,
  disabled,
  color,
}: RowActionProps) => {
  const layout = useContext(RowActionLayout);
  if (layout === 'button') {
    // The default look (white, bordered, dark words: AA contrast); the action's colour is its icon's.
    const common = {
      variant: 'default' as const,
      size: 'sm' as const,
      leftSection: (
        <Box component="span" c={color ? `${color}.7` : undefined} display="inline-flex">
          {icon}
        </Box>
      ),
      disabled,
      'aria-label': shortLabel ? label : undefined,
    };
    return href ? (
      <Button component="a" href={href} download={download || undefined} {...common}>
        {shortLabel ?? label}
      </Button>
    ) : (
      <Button onClick={onClick} {...common}>
        {shortLabel ?? label}
      </Button>
    );
  }
  return (
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
};
