import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { METRIKA_TAG_URL } from '@/lib/metrika';
import { renderApp, resetApp, stubServer } from '@/testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

describe('the web-analytics counter, not configured (issue 18)', () => {
  it('loads nothing, on any page', async () => {
    expect(import.meta.env.VITE_METRIKA_ID).toBeFalsy();
    localStorage.setItem('cookieNoticeShown', 'true');
    stubServer(() => undefined);
    const { router } = await renderApp('/home');
    await router.navigate({ to: '/rating/overview' });
    expect(document.head.querySelectorAll(`script[src="${METRIKA_TAG_URL}"]`)).toHaveLength(0);
    expect((window as Window & { ym?: unknown }).ym).toBeUndefined();
  });
});
