import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 768 px (ui.md: the 768/769 breakpoint) the cabinet's lists are columns of cards and its
 * navigation a menu. Read on the first render, so a phone never paints the table first.
 */
export const usePhoneLayout = (): boolean =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
