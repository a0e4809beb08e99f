const EVENT_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** The season of an event is the calendar year of its date (`YYYY-MM-DD`). */
export const seasonOfEventDate = (eventDate: string): number => {
  const match = EVENT_DATE.exec(eventDate);
  if (match === null) throw new RangeError(`The event date must be YYYY-MM-DD, got '${eventDate}'`);
  return Number(match[1]);
};
