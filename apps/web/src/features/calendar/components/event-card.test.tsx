import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { EventCard } from './event-card';
import { buildEvent } from '@/testing/build-event';

const event = buildEvent;

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
