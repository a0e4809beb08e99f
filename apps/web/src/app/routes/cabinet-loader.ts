import type { CabinetSearch } from '@/features/cabinet/search';
import type * as CabinetPageModule from '@/features/cabinet/shell/cabinet-page';

let asked: Promise<typeof CabinetPageModule> | undefined;

/**
 * The cabinet page's module: its component and its loader's code, one file for both cabinets' routes.
 * Asked for once (a failed load is asked for again next time: offline, say).
 */
export const cabinetPage = () => {
  if (!asked) {
    asked = import('@/features/cabinet/shell/cabinet-page');
    asked.catch(() => {
      asked = undefined;
    });
  }
  return asked;
};

/**
 * The cabinet page's load if it was asked for: a preload or a change within the cabinet starts it and
 * does not wait (below). The component tests wait for it before a test file ends (test/setup.ts):
 * one that ended while it loaded left its modules half-loaded for the worker's next files, which then
 * failed to import them (a fresh-clone run: «Cannot load … after the environment was torn down»).
 */
export const cabinetPageAsked = () => asked;

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
