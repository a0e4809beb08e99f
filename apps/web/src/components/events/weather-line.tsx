import { Group, Text } from '@mantine/core';
import type { Weather } from '@velo/contracts';

const signed = (temperature: number) => {
  const value = Math.round(temperature);
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}°`;
};

/** The forecast of the event's day, when the weather service has one. */
export const forecastOf = (weather: Weather | null | undefined, day: string) =>
  weather?.forecast.find((entry) => entry.date.slice(0, 10) === day.slice(0, 10)) ?? null;

export const WeatherLine = ({ weather, day }: { weather: Weather | null | undefined; day: string }) => {
  const forecast = forecastOf(weather, day);
  if (!forecast) return null;
  const { condition, dayTemp, nightTemp } = forecast.day;
  return (
    <Group gap={6} wrap="nowrap">
      {condition.icon ? <img src={condition.icon} alt="" width={28} height={28} loading="lazy" /> : null}
      <Text size="sm" c="gray.8">
        <Text span inherit fw={600}>
          Погода:{' '}
        </Text>
        {condition.text}, днём {signed(dayTemp)}, ночью {signed(nightTemp)}
        {weather?.location?.name ? ` · ${weather.location.name}` : ''}
      </Text>
    </Group>
  );
};
