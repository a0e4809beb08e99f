const MS_PER_DAY = 86_400_000;

/** A race day (YYYY-MM-DD) as a day number: days since 1970-01-01. */
export const dayNumber = (day: string): number => {
  const number = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(number)) throw new RangeError(`not a day: ${day}`);
  return number / MS_PER_DAY;
};

/** A day number as YYYY-MM-DD. */
export const dayText = (number: number): string => new Date(number * MS_PER_DAY).toISOString().slice(0, 10);
