import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cabinetPageAsked } from '../src/app/routes/cabinet-loader';
import { queryClient } from '../src/lib/query-client';
import { forgetSessionSnapshot } from '../src/lib/session';

/**
 * Screens take the current season from today's date (Moscow time). The tests run on a frozen
 * "today", 24 November 2026, so they read the same on any day; only Date is frozen, timers run.
 */
export const TEST_NOW = new Date('2026-11-24T09:00:00Z');

// The suite runs on shared machines beside other work: a screen may take seconds to appear when the
// machine is busy. These are waits, not assertions about speed.
configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => {
  // Each test stores its own session (or none) before it renders.
  forgetSessionSnapshot();
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// A worker runs its test files one after another in one page and one module cache (isolate: false
// in vitest.config.ts: a fresh jsdom and a fresh import of React and Mantine per file cost half the
// project's time). So each file leaves the page as it found it, whatever its own hooks did: no
// stored data or cached answers, no toasts, no stubbed fetch or spied function, the first address.
afterAll(async () => {
  // A load a test started and nothing waited for (the cabinet's code, cabinet-loader.ts) ends here,
  // not in the next file of the worker, whose imports of its modules it would break.
  await cabinetPageAsked()?.catch(() => {});
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

// Mantine reads these browser APIs, which jsdom lacks. This file runs before every test file, in a
// page the worker's earlier files may have set up already: wrap getComputedStyle once.
const wrapped = Symbol.for('velo.getComputedStyle');
if (!(wrapped in window.getComputedStyle)) {
  const { getComputedStyle } = window;
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), {
    [wrapped]: true,
  });
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
// Mantine's combobox scrolls the selected option into view when its list opens.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
