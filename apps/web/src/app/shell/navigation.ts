/** The main menu of the header and the footer (spec part 1 §2.3). */
export const MAIN_MENU = [
  { to: '/calendar', label: 'Календарь' },
  { to: '/rating/overview', label: 'Рейтинг' },
  { to: '/results/overview', label: 'Результаты' },
] as const;
