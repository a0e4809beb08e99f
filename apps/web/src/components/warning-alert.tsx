import { Alert, type AlertProps } from '@mantine/core';
import classes from './warning-alert.module.css';

/**
 * A warning (yellow) alert whose title and icon pass WCAG AA: Mantine's yellow on its light yellow
 * does not. Kept out of the theme so the public pages' first load does not carry it.
 */
export const WarningAlert = (props: Omit<AlertProps, 'color'>) => (
  <Alert {...props} color="yellow" classNames={{ title: classes.title, icon: classes.icon }} />
);
