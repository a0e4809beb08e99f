import { screen, waitFor } from '@testing-library/react';
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
    expect(queued()[0]).toEqual([98765, 'init', expect.objectContaining({ defer: true, webvisor: false })]);
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

  it('is told pages without their query, and the sign-in area by its routes, never a link\u2019s secrets (issue 36)', async () => {
    localStorage.setItem('cookieNoticeShown', 'true');
    stubServer(() => undefined);
    const { router } = await renderApp(
      '/auth/password/reset?_token=SECRET-TOKEN-1&_email=rider%40example.org',
    );
    await waitFor(() => expect(counterScripts()).toHaveLength(1));
    // The token left the address before the screen rendered; the screen still has it.
    expect(router.state.location.searchStr).toBe('');
    expect(router.state.location.href).toBe('/auth/password/reset');
    expect(await screen.findByText('rider@example.org')).toBeInTheDocument();
    await router.navigate({
      to: '/auth/$provider/participant',
      params: { provider: 'strava' },
      search: { code: 'PROVIDER-CODE-2', state: 'STATE-3' },
    });
    await router.navigate({ to: '/rating/overview', search: { year: 2024 } as never });
    await waitFor(() => expect(queued().at(-1)?.[2]).toEqual(expect.stringMatching(/\/rating\/overview$/)));
    const told = JSON.stringify(queued());
    for (const secret of [
      'SECRET-TOKEN-1',
      'rider@example.org',
      'rider%40example.org',
      '_token',
      'PROVIDER-CODE-2',
      'STATE-3',
      '?',
    ])
      expect(told).not.toContain(secret);
    expect(queued().map((call) => call[2])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/auth\/password\/reset$/),
        expect.stringMatching(/\/auth\/\$provider\/participant$/),
      ]),
    );
  });
});
