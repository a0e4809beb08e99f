import { WEATHER_FORECAST_DAYS } from '@velo/contracts';

/** Today as a UTC day (YYYY-MM-DD): days travel in UTC, as the wire conventions say. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The days a forecast reaches: today and the 13 days after it (14 in all). */
export const forecastWindow = (today = todayUtc()) => ({
  from: today,
  to: addDays(today, WEATHER_FORECAST_DAYS - 1),
});

export const isInForecastWindow = (eventDate: string, today = todayUtc()): boolean => {
  const { from, to } = forecastWindow(today);
  return eventDate >= from && eventDate <= to;
};
