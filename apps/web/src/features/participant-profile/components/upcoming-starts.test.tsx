import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { UpcomingStarts } from './upcoming-starts';

const asked: string[] = [];
const serve = (items: { eventId: number; eventName: string; eventDate: string }[]) =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      asked.push(url);
      return url === '/v1/StartList/by-participant/7'
        ? { body: { items } }
        : { status: 404, body: { Error: 'Не найдено' } };
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
});

describe("the rider's upcoming starts on the profile (issue 19)", () => {
  it('shows «Заявлен: <event>, <date>» for each start, soonest first, linking to the event', async () => {
    serve([
      { eventId: 5, eventName: 'Гонка на Воробьёвых', eventDate: '2026-12-06' },
      { eventId: 9, eventName: 'Зимний критериум', eventDate: '2027-01-17' },
    ]);
    renderScreen(<UpcomingStarts participantId={7} />);
    const list = await screen.findByRole('list', { name: 'Заявки на старты' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Заявлен: Гонка на Воробьёвых, 06/12/2026',
      'Заявлен: Зимний критериум, 17/01/2027',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/rating/protocols/5');
  });

  it('shows nothing when the rider is registered nowhere', async () => {
    serve([]);
    renderScreen(<UpcomingStarts participantId={7} />);
    await vi.waitFor(() => expect(asked).toEqual(['/v1/StartList/by-participant/7']));
    expect(screen.queryByText(/Заявлен/)).toBeNull();
  });
});
