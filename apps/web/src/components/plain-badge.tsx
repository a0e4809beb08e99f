import type { CSSProperties, ReactElement, ReactNode } from 'react';

/*
 * Mantine's Badge (variant "light", size "lg", the theme's colour, no upper case) as its plain
 * markup, for the badges a rider's page draws at once (its upcoming starts): Mantine's Badge was a
 * file of 0.7 KB gzip of the page's first load (issue 42). The markup and class names are the ones
 * @mantine/core 9.7.3 renders (its global styles.css styles them), as in plain-field.tsx; its test
 * fails when a Mantine upgrade changes them.
 */

const ROOT = 'm_347db0ec mantine-Badge-root';
const SECTION = 'm_91fdda9b mantine-Badge-section';
const LABEL = 'm_5add502a mantine-Badge-label';

const LIGHT_LG = {
  '--badge-height': 'var(--badge-height-lg)',
  '--badge-padding-x': 'var(--badge-padding-x-lg)',
  '--badge-fz': 'var(--badge-fz-lg)',
  '--badge-bg': 'var(--mantine-color-accent-light)',
  '--badge-color': 'var(--mantine-color-accent-light-color)',
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  textTransform: 'none',
} as CSSProperties;

/** What the badge's root element gets: spread it on a link (`renderRoot`, as Mantine's). */
export type PlainBadgeRootProps = {
  className: string;
  style: CSSProperties;
  'data-variant': 'light';
  'data-size': 'lg';
  'data-with-left-section'?: true;
  children: ReactNode;
};

/** A light, large badge with an optional left section, its root drawn by `renderRoot`. */
export const PlainBadge = ({
  leftSection,
  className,
  children,
  renderRoot,
}: {
  leftSection?: ReactNode;
  className?: string;
  children: ReactNode;
  renderRoot: (props: PlainBadgeRootProps) => ReactElement;
}) =>
  renderRoot({
    className: className ? `${className} ${ROOT}` : ROOT,
    style: LIGHT_LG,
    'data-variant': 'light',
    'data-size': 'lg',
    ...(leftSection ? { 'data-with-left-section': true as const } : {}),
    children: (
      <>
        {leftSection ? (
          <span className={SECTION} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={LABEL}>{children}</span>
      </>
    ),
  });
