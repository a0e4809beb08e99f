/** The main menu of the header (spec part 1 §2.3). */
export const MAIN_MENU = [
  { to: '/calendar', label: 'Календарь' },
  { to: '/rating/overview', label: 'Рейтинг' },
  { to: '/results/overview', label: 'Результаты' },
] as const;

/** The footer's navigation: About, Rating, Results, Calendar. */
export const FOOTER_MENU = [
  { to: '/about', label: 'О портале' },
  { to: '/rating/overview', label: 'Рейтинг' },
  { to: '/results/overview', label: 'Результаты' },
  { to: '/calendar', label: 'Календарь' },
] as const;

/** Screens whose header is hidden on narrow screens (≤ 769 px), spec part 1 §2.2. */
export const HEADERLESS_ON_MOBILE = ['/auth/participant', '/auth/organizer'] as const;

export const isHeaderlessOnMobile = (pathname: string): boolean =>
  HEADERLESS_ON_MOBILE.some((path) => pathname === path || pathname === `${path}/`);
