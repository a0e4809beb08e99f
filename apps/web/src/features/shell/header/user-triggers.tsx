import { Button } from '@mantine/core';
import { IconChevronDown, IconLogin2 } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

export type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

/** The guest's 'Вход' button: it opens the choice of a participant's or an organizer's sign-in. */
export const GuestTrigger = (props: TriggerProps) => (
  <Button
    variant="light"
    leftSection={<IconLogin2 size={18} aria-hidden="true" />}
    rightSection={<IconChevronDown size={14} aria-hidden="true" />}
    {...props}
  >
    Вход
  </Button>
);
