import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantSkill } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { SkillCard } from './skill-card';

const entry = (protocolId: number, display: number, change: number, eventDate: string) => ({
  protocolId,
  eventId: protocolId + 100,
  eventName: `Гонка ${protocolId}`,
  eventDate,
  display,
  change,
});

const road: ParticipantSkill = {
  participantId: 7,
  families: [
    { family: 'road', races: 3 },
    { family: 'mtb', races: 1 },
  ],
  family: 'road',
  rating: {
    display: 412,
    provisional: true,
    races: 3,
    lastRaceDate: '2025-07-01',
    rank: null,
    rankedCount: 40,
  },
  history: [
    entry(1, 120, 120, '2025-05-01'),
    entry(2, 300, 180, '2025-06-01'),
    entry(3, 412, 112, '2025-07-01'),
  ],
  biggestMoves: [
    entry(2, 300, 180, '2025-06-01'),
    entry(1, 120, 120, '2025-05-01'),
    entry(3, 412, 112, '2025-07-01'),
  ],
};
const mtb: ParticipantSkill = {
  ...road,
  family: 'mtb',
  rating: {
    display: 655,
    provisional: false,
    races: 9,
    lastRaceDate: '2025-08-01',
    rank: 4,
    rankedCount: 31,
  },
  history: [entry(9, 655, -20, '2025-08-01')],
  biggestMoves: [entry(9, 655, -20, '2025-08-01')],
};

afterEach(() => vi.unstubAllGlobals());

describe('the skill card on the profile (issue 39)', () => {
  it('shows the number, provisional, the history chart and the races that moved it; another family on a click', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url === '/v1/Skill/participant?participantId=7'
          ? { body: road }
          : url === '/v1/Skill/participant?participantId=7&family=mtb'
            ? { body: mtb }
            : { status: 404, body: { Error: url } },
      ),
    );
    renderScreen(<SkillCard participantId={7} gender="male" />);
    const card = await screen.findByRole('region', { name: 'Сила' });
    expect(within(card).getByLabelText('Сила 412 из 1000')).toBeTruthy();
    expect(within(card).getByText('предварительный')).toBeTruthy();
    expect(within(card).getByRole('img', { name: /График силы по гонкам: от 120 .* до 412/ })).toBeTruthy();
    const moves = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(moves[0]).toBe('Гонка 2, 01/06/2025: +180');
    expect(within(card).getByRole('link', { name: 'Гонка 2' }).getAttribute('href')).toBe(
      '/results/details/2',
    );

    await userEvent.click(within(card).getByText('МТБ'));
    expect(await within(card).findByLabelText('Сила 655 из 1000')).toBeTruthy();
    expect(within(card).getByText('4 место среди мужчин из 31 с устоявшейся силой')).toBeTruthy();
    expect(within(card).queryByText('предварительный')).toBeNull();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Гонка 9, 01/08/2025: −20']);
  });

  it('shows nothing for a rider without a rated race', async () => {
    let asked = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => {
        asked += 1;
        return { body: { ...road, families: [], family: null, rating: null, history: [], biggestMoves: [] } };
      }),
    );
    const { container, queryClient } = renderScreen(<SkillCard participantId={7} gender="male" />);
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.querySelector('section')).toBeNull();
  });
});
