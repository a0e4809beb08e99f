import { callUrl } from '@/lib/api-client';

/** The iCal feed of the calendar, for one organizer or all (GET /v1/Event/calendar.ics), to subscribe to. */
export const icalUrl = (organizerId?: number) =>
  callUrl('GET /v1/Event/calendar.ics', { query: { organizerId } });
