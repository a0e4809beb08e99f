import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRIKA_TAG_URL, resetMetrikaForTests } from '@/lib/metrika';
import { renderApp, resetApp, stubServer } from '@/testing/render-app';

// The counter is part of a build only when its number is set: set before the app is imported.
vi.hoisted(() => vi.stubEnv('VITE_METRIKA_ID', '98765'));

type Ym = { a?: unknown[][] };
const counterScripts = () => document.head.querySelectorAll(`script[src="${METRIKA_TAG_URL}"]`);
const queued = () => ((window as Window & { ym?: Ym }).ym?.a ?? []).map((call) => [...call]);

const clean = () => {
  resetApp();
  resetMetrikaForTests();
  counterScripts().forEach((script) => script.remove());
  delete (window as Window & { ym?: Ym }).ym;
};

beforeEach(clean);
afterEach(clean);
afterAll(() => vi.unstubAllEnvs());

describe('the web-analytics counter (issue 18)', () => {
  it('starts once after the cookie notice and sends every page of the app as a hit', async () => {
    localStorage.setItem('cookieNoticeShown', 'true');
    stubServer(() => undefined);
    const { router } = await renderApp('/home');
    await waitFor(() => expect(counterScripts()).toHaveLength(1));
    expect(queued()[0]).toEqual([98765, 'init', expect.objectContaining({ defer: true, webvisor: true })]);
    expect(queued()[1]).toEqual([98765, 'hit', expect.stringContaining('/home')]);
    await router.navigate({ to: '/rating/overview' });
    await waitFor(() =>
      expect(queued().at(-1)).toEqual([
        98765,
        'hit',
        expect.stringContaining('/rating/overview'),
        { referer: expect.stringContaining('/home') },
      ]),
    );
    expect(counterScripts()).toHaveLength(1);
  });

  it('on a first visit waits until the cookie notice has been on screen', async () => {
    localStorage.removeItem('cookieNoticeShown');
    stubServer(() => undefined);
    await renderApp('/home');
    expect(counterScripts()).toHaveLength(0);
    await waitFor(() => expect(counterScripts()).toHaveLength(1), { timeout: 6000 });
  });
});
