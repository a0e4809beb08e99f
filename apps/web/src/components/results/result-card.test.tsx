import { screen } from '@testing-library/react';
import type { ResultsItem } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { ResultCard, topResultValue } from './result-card';

const top = (place: number, lastName: string, extra: Partial<ResultsItem['topResults'][number]> = {}) => ({
  place,
  firstName: 'Иван',
  lastName,
  resultTime: '02:08:24.45678',
  rating: 0,
  participantId: place * 10,
  inCurrentUserFavorites: false,
  showFavoriteIcon: false,
  participantsWithSamePlace: 0,
  ...extra,
});

const item: ResultsItem = {
  protocolId: 943,
  eventId: 168,
  eventName: 'Марафон Кубинка',
  eventLogoFileId: null,
  name: 'Группа Ж40+',
  eventDate: '2025-10-18T00:00:00Z',
  isRatingProtocol: true,
  isRatingEvent: true,
  organizerName: 'Федерация',
  resultsCount: 40,
  topResults: [
    top(1, 'Овчинникова'),
    top(2, 'Елисеева', { participantsWithSamePlace: 2 }),
    top(3, 'Горшкова'),
  ],
};

describe('result card (spec part 1 §2.5)', () => {
  it('shows the event, the protocol, the date, medals and «+N»', async () => {
    renderScreen(<ResultCard item={item} />);
    expect(await screen.findByRole('link', { name: 'Марафон Кубинка' })).toHaveAttribute(
      'href',
      '/results/details/943',
    );
    expect(screen.getByText('Группа Ж40+')).toBeInTheDocument();
    expect(screen.getByText(/18\/10\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Рейтинговый протокол' })).toBeInTheDocument();
    for (const place of [1, 2, 3])
      expect(screen.getByRole('img', { name: `${place} место` })).toBeInTheDocument();
    expect(screen.getByText('Овчинникова Иван')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getAllByText('02:08:24.45')).toHaveLength(3);
  });

  it('shows the star only where the server offers it', async () => {
    renderScreen(
      <ResultCard item={{ ...item, topResults: [top(1, 'Иванова', { showFavoriteIcon: true })] }} />,
    );
    expect(
      await screen.findByRole('button', { name: /Добавить в избранное: Иванова Иван/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows the points when there is no time', () => {
    expect(topResultValue({ resultTime: '', rating: 106.4 })).toBe('106,4');
  });
});
