import type { CabinetSearch } from '@/features/cabinet/search';

/** The cabinet page's module: its component and its loader's code, one file for both cabinets' routes. */
export const cabinetPage = () => import('@/features/cabinet/shell/cabinet-page');

/**
 * A cabinet's loader (issue 40): the open view's first page is read while the page's and the view's
 * code load. Entering the cabinet waits for it (the view then shows its rows at once); a change
 * within the cabinet (a filter typed, another view) only starts it, and the view shows its own
 * skeleton, never a blank page.
 */
export const loadCabinet =
  (kind: 'org' | 'admin') =>
  ({ deps, cause }: { deps: { search: CabinetSearch }; cause: 'enter' | 'stay' | 'preload' }) => {
    const loading = cabinetPage().then((module) => module.prefetchCabinetView(kind, deps.search));
    return cause === 'enter' ? loading : undefined;
  };
