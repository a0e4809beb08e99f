import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { StaleSeasons } from './stale-seasons';

// Issue 13: a protocol loaded by an administrator without a recalculation leaves its season stale;
// the protocols view says so and recalculates it, with the job's progress.

const job = (status: string) => ({
  id: 77,
  type: 'recalculation',
  status,
  progress: status === 'done' ? 1 : 0,
  total: 1,
  result: null,
  error: null,
  createdOn: '2026-11-24T09:00:00.000Z',
  finishedOn: null,
});

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('stale seasons', () => {
  it('names a season loaded without a recalculation and recalculates it with a progress bar', async () => {
    const success = vi.spyOn(toast, 'success');
    const urls: string[] = [];
    let recalculated = false;
    const polls = [job('running'), job('done')];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => {
        urls.push(url);
        if (url.includes('stale-seasons'))
          return { body: recalculated ? [] : [{ year: 2026, updateDate: null }] };
        if (url.includes('reprocess-protocols')) return { body: job('queued') };
        const next = polls.length > 1 ? polls.shift()! : polls[0]!;
        if (next.status === 'done') recalculated = true;
        return { body: next };
      }),
    );
    renderScreen(<StaleSeasons />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('В сезон 2026 загружены протоколы без пересчета');

    await userEvent.click(within(notice).getByRole('button', { name: 'Пересчитать сезон 2026' }));
    expect(await screen.findByRole('progressbar', { name: 'Пересчет сезона 2026' })).toBeInTheDocument();
    expect(urls).toContainEqual(expect.stringContaining('/v1/Protocol/reprocess-protocols?year=2026'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Рейтинг пересчитан'), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows nothing when every season is up to date', async () => {
    const asked = vi.fn(() => ({ body: [] }));
    vi.stubGlobal('fetch', fakeFetch(asked));
    renderScreen(<StaleSeasons />);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Рейтинг не пересчитан')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Пересчитать/ })).not.toBeInTheDocument();
  });
});
