import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { bestRacesText, type FinalEntry } from '../lib/best-races';
import { SeriesList } from './series-list';

// The series table (issue 42): which races of a rider count, shown without colour alone.

const entry = (results: FinalEntry['results']): FinalEntry => ({
  id: 7,
  place: 4,
  genderPlace: 3,
  rating: 500,
  racesCount: results.length,
  participant: {
    id: 7,
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: '',
    gender: 'male',
    birthYear: 1980,
    city: 'Москва',
    country: 'Россия',
    club: 'Альфа',
    photoFileId: null,
  },
  inCurrentUserFavorites: false,
  showFavoriteIcon: false,
  results,
});

const race = (protocolId: number, points: number, counted: boolean) => ({
  protocolId,
  eventName: `Этап ${protocolId}`,
  eventDate: `2026-0${protocolId}-01T00:00:00Z`,
  points,
  counted,
});

describe('the series table', () => {
  it("shows a rider's counted races in bold and the dropped ones struck through, each said in words", async () => {
    renderScreen(
      <SeriesList
        entries={[entry([race(1, 200, true), race(2, 40, false), race(3, 300, true)])]}
        pageSize={20}
      />,
    );
    const races = await screen.findByRole('list', { name: 'Гонки: Петров Иван' });
    const items = within(races).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.querySelector('strong')).toHaveTextContent('200');
    expect(items[1]!.querySelector('s')).toHaveTextContent('40');
    expect(items[1]!.querySelector('strong')).toBeNull();
    expect(within(items[1]!).getByRole('link')).toHaveAccessibleName(/Этап 2.*не в зачёте/);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/results/details/1');
    expect(screen.getByRole('link', { name: 'Петров Иван' })).toHaveAttribute('href', '/rating/details/7');
  });

  it('says the rule of the series in a sentence', () => {
    const rule = { number: null, percent: null, countedRaces: null, seriesRaces: 6 };
    expect(bestRacesText({ ...rule, mode: 'bestResult', number: 5, countedRaces: 5 })).toBe(
      'В зачёт идут 5 лучших гонок каждого участника; в серии 6 гонок.',
    );
    expect(bestRacesText({ ...rule, mode: 'percent', percent: 70, countedRaces: 5 })).toBe(
      'В зачёт идут 70% гонок серии: 5 лучших у каждого участника; в серии 6 гонок.',
    );
    expect(bestRacesText({ ...rule, mode: 'ignore', seriesRaces: 1 })).toBe(
      'В зачёт идут все гонки; в серии 1 гонка.',
    );
  });
});
