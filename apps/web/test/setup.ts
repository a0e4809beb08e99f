import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
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

// Mantine reads these browser APIs, which jsdom lacks.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
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
