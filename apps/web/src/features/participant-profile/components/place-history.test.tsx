import { fireEvent, screen, within } from '@testing-library/react';
import type { PlaceHistoryAnswer } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { PlaceHistory } from './place-history';

const asked: string[] = [];
const serve = (answer: PlaceHistoryAnswer | { status: number; body: unknown }) =>
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      asked.push(url);
      if ('status' in answer) return answer;
      return url === '/v1/Participant/place-history?participantId=7&year=2025'
        ? { body: answer }
        : { status: 404, body: { Error: 'Не найдено' } };
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
});

const protocol = (protocolId: number, eventId: number, name: string) => ({ protocolId, eventId, name });
const at = (place: number, points: number, genderPlace = place) => ({ points, place, genderPlace });
const nobody = { riders: 0, protocolIds: [], otherProtocols: 0 };

const SEASON: PlaceHistoryAnswer = {
  participantId: 7,
  year: 2025,
  standing: at(139, 520),
  days: [
    {
      date: '2025-05-04',
      before: null,
      after: at(153, 410, 120),
      ownResults: [{ protocolId: 1, place: 12, status: 'F', points: 410 }],
      overtakenBy: nobody,
      overtook: 0,
    },
    {
      date: '2025-06-14',
      before: at(153, 410, 120),
      after: at(141, 452.5, 111),
      ownResults: [{ protocolId: 2, place: 3, status: 'F', points: 42.5 }],
      overtakenBy: { riders: 2, protocolIds: [3], otherProtocols: 0 },
      overtook: 14,
    },
    {
      date: '2025-07-05',
      before: at(141, 452.5, 111),
      after: at(144, 452.5, 113),
      ownResults: [],
      overtakenBy: { riders: 3, protocolIds: [4, 5], otherProtocols: 2 },
      overtook: 0,
    },
  ],
  adjustments: {
    before: at(144, 452.5, 113),
    after: at(139, 520, 109),
    own: [{ points: 67.5, reason: 'Очки за Кубок области' }],
  },
  amendments: [
    {
      kind: 'protocolCorrected',
      protocolId: 2,
      date: '2025-06-14',
      on: '2025-06-20T09:00:00.000Z',
      undoneOn: null,
      ownRowChange: 'место 5 → 3',
    },
  ],
  protocols: [
    protocol(1, 10, 'М40'),
    protocol(2, 20, 'М40'),
    protocol(3, 20, 'М50'),
    protocol(4, 30, 'Абсолют'),
    protocol(5, 30, 'Ж'),
  ],
  events: [
    { eventId: 10, name: 'Весенняя разделка' },
    { eventId: 20, name: 'Гран-при Тула' },
    { eventId: 30, name: 'Кубок Орла' },
  ],
};

const entries = async () => {
  const list = await screen.findByRole('list', { name: 'История места в общем зачёте 2025' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li')!);
};
const linesOf = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the rider's place history on the profile (issue 38)", () => {
  it('explains each change: their own result, others who got ahead, a corrected protocol, the administrators’ points', async () => {
    serve(SEASON);
    renderScreen(<PlaceHistory participantId={7} year={2025} gender="male" />);
    const [adjustments, july, june, may] = await entries();

    expect(adjustments!.querySelector('h3')!.textContent).toBe(
      'Корректировки очков · 139 место · 520 очков (+67,5) (109 среди мужчин)',
    );
    expect(linesOf(adjustments!)).toEqual([
      'корректировка очков администратором: +67,5 очка (Очки за Кубок области); 144 → 139',
    ]);

    expect(july!.querySelector('h3')!.textContent).toBe(
      '05/07/2025 · 144 место · 452,5 очка (113 среди мужчин)',
    );
    expect(linesOf(july!)).toEqual([
      'другие участники набрали больше очков: 141 → 144 (Кубок Орла, Абсолют; Кубок Орла, Ж и ещё 2 протокола)',
    ]);

    expect(linesOf(june!)).toEqual([
      'Гран-при Тула, М40: 3 место, +42,5 очка, 153 → 141',
      'в тот же день вас обошли 2 участника (Гран-при Тула, М50)',
      'исправлен протокол Гран-при Тула, М40: место 5 → 3 (20/06/2025)',
    ]);
    expect(within(june!).getAllByRole('link', { name: 'Гран-при Тула, М40' })[0]).toHaveAttribute(
      'href',
      '/results/details/2',
    );

    expect(linesOf(may!)).toEqual(['Весенняя разделка, М40: 12 место, +410 очков, 153 место в общем зачёте']);
  });

  it('shows the five latest entries first and the whole season on request', async () => {
    const days = Array.from({ length: 7 }, (_, index) => ({
      date: `2025-05-${String(index + 10)}`,
      before: index === 0 ? null : at(100 - index + 1, index * 10),
      after: at(100 - index, (index + 1) * 10),
      ownResults: [{ protocolId: 1, place: 1, status: 'F' as const, points: 10 }],
      overtakenBy: nobody,
      overtook: 1,
    }));
    serve({ ...SEASON, days, adjustments: null, amendments: [] });
    renderScreen(<PlaceHistory participantId={7} year={2025} gender="male" />);
    expect((await entries()).map((entry) => entry.querySelector('h3')!.textContent!.slice(0, 10))).toEqual([
      '16/05/2025',
      '15/05/2025',
      '14/05/2025',
      '13/05/2025',
      '12/05/2025',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Показать всю историю (7 записей)' }));
    expect(await entries()).toHaveLength(7);
  });

  it('says a rider outside the table has no history, and shows the server’s error', async () => {
    serve({ ...SEASON, standing: null, days: [], adjustments: null, amendments: [] });
    const first = renderScreen(<PlaceHistory participantId={7} year={2025} gender="female" />);
    expect(await screen.findByText('В этом сезоне участник не попадал в общий зачёт.')).toBeInTheDocument();
    first.unmount();

    serve({ status: 403, body: { Error: 'Профиль скрыт' } });
    renderScreen(<PlaceHistory participantId={7} year={2025} gender="female" />);
    expect(await screen.findByText(/Профиль скрыт/)).toBeInTheDocument();
  });
});
