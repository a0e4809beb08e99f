import { screen } from '@testing-library/react';
import type { EventView } from '@velo/contracts';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { EventCard } from './event-card';

const event = (overrides: Partial<EventView> = {}): EventView => ({
  id: 42,
  raceName: 'Кубок Подмосковья',
  disciplineName: null,
  disciplineTypeId: null,
  eventDate: '2026-12-05T00:00:00Z',
  url: '',
  organizer: { id: 1, name: 'Велоклуб' },
  isRating: true,
  hasLinkedProtocols: false,
  protocolsCount: 0,
  mapFileId: null,
  mapFileName: null,
  startPoint: null,
  weather: null,
  logoFileId: null,
  inCurrentUserFavorites: false,
  tags: [],
  startListCount: 0,
  ...overrides,
});

describe('the calendar card and start lists (issue 19)', () => {
  it('marks an event with a start list and links to its page', async () => {
    renderScreen(<EventCard event={event({ startListCount: 37 })} upcoming={false} />);
    const mark = await screen.findByRole('link', { name: 'Стартовый лист: 37' });
    expect(mark.getAttribute('href')).toBe('/rating/protocols/42');
  });

  it('shows no mark without a start list', async () => {
    renderScreen(<EventCard event={event()} upcoming={false} />);
    await screen.findByText('Кубок Подмосковья');
    expect(screen.queryByText(/Стартовый лист/)).toBeNull();
  });
});
