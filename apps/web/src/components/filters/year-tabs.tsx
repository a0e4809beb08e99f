import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { seasonsNewestFirst } from '../seasons';
import classes from './year-tabs.module.css';

type YearTabsProps = {
  /** The active season, or null when none is (an invalid year in the link). */
  active: number | null;
  /** The link of each year's tab (same screen, that year, page 1). */
  linkOf: (year: number) => TabLink;
  label?: string;
};

export type TabLink = { to: string; search: Record<string, unknown> };

/**
 * The year tabs of the supported seasons, newest first. Each tab is a link, so a year can be opened in a new tab
 * and the browser's back button walks through them. Scrolls sideways inside itself on a phone.
 */
export const YearTabs = ({ active, linkOf, label = 'Сезон' }: YearTabsProps): ReactNode => (
  <nav aria-label={label} className={classes.tabs}>
    {seasonsNewestFirst().map((year) => {
      const link = linkOf(year);
      return (
        <Link
          key={year}
          to={link.to as never}
          search={link.search as never}
          className={classes.tab}
          aria-current={year === active ? 'page' : undefined}
          data-active={year === active || undefined}
          resetScroll={false}
        >
          {year}
        </Link>
      );
    })}
  </nav>
);
