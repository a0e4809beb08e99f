import { describe, expect, it } from 'vitest';
import { eventFormErrors, eventFormValues } from './event-form';

// The event dialog's rules (part 2 §3 Event, §5): the server's form schema, before sending.

const fresh = () => ({ ...eventFormValues(null, 3), eventName: 'Кубок Тулы', eventDate: '2026-06-01' });

describe('event form', () => {
  it('starts as a rating event of the organizer, and a filled form has no errors', () => {
    expect(eventFormValues(null, 3)).toMatchObject({ organizerId: 3, isRating: true, latitude: null });
    expect(eventFormErrors(fresh())).toEqual({});
  });

  it('asks for the name and the date', () => {
    const errors = eventFormErrors({ ...fresh(), eventName: '', eventDate: '' });
    expect(errors.eventName).toBeTruthy();
    expect(errors.eventDate).toBeTruthy();
  });

  it('wants both coordinates of the start point, or neither', () => {
    expect(eventFormErrors({ ...fresh(), latitude: 55.7 }).longitude).toBe(
      'Поле «долгота точки старта»: укажите вместе с широтой',
    );
    expect(eventFormErrors({ ...fresh(), latitude: 55.7, longitude: 37.6 })).toEqual({});
  });

  it('checks the page address', () => {
    expect(eventFormErrors({ ...fresh(), eventInfoUrl: 'не адрес' }).eventInfoUrl).toBeTruthy();
  });
});
