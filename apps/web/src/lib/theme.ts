import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The one theme of the portal: a strong orange accent, white cards on a light background.
 * Shades 8 and 9 are dark enough for white text and for links on white (WCAG AA, ≥ 4.5:1).
 */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#f76707',
  '#e8590c',
  '#c2410c',
  '#9a3412',
];

export const theme = createTheme({
  primaryColor: 'accent',
  primaryShade: { light: 8, dark: 6 },
  colors: { accent },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  other: {
    pageBackground: '#f4f5f7',
    headerHeight: 64,
  },
  components: {
    Paper: { defaultProps: { shadow: 'xs', withBorder: true, p: 'lg' } },
    Anchor: { defaultProps: { underline: 'hover' } },
    // Mantine's focus placeholder (role=presentation, focusable) is not a valid child of role=menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Every dialog's close button has a name (axe: button-name), in Russian. A dialog fades in where
    // it stands: Mantine's default also slides it 30 px down over 200 ms, and a press on a button in
    // those first moments was released beside it once the button had moved, so the click was lost
    // and the dialog stayed open (docs/decisions/web.md, «Диалоги появляются на месте»).
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Закрыть' },
        transitionProps: { transition: 'fade', duration: 200 },
      },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
    // A toast's detail in the readable secondary grey (Mantine's gray-6 fails WCAG AA on white).
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/** Secondary and error text darker than Mantine's defaults, so they pass WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text and borders in a red dark enough for WCAG AA on white (Mantine's default is lighter).
  light: { '--mantine-color-dimmed': '#555d66', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
