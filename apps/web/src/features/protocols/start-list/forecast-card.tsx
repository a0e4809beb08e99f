import { Paper, Text, Title } from '@mantine/core';
import type { StartListForecast } from '@velo/contracts';
import { formatPoints } from '@/components/format';
import classes from './start-list.module.css';

/** How many places the «Очки за место» table shows. */
export const SHOWN_PLACES = 10;

/** Q moves by 0,005 a rider (1 + n/200): three decimals, with a comma. */
const coefficient = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

const GENDER_TITLE = { male: 'Мужчины', female: 'Женщины' } as const;

/** One gender's forecast: the field, Q and F, and the points of the first places. */
export const ForecastCard = ({ forecast }: { forecast: StartListForecast }) => {
  const title = GENDER_TITLE[forecast.gender as keyof typeof GENDER_TITLE] ?? forecast.gender;
  const places = forecast.placePoints.slice(0, SHOWN_PLACES);
  return (
    <Paper component="section" withBorder p="sm" aria-label={`Прогноз: ${title}`}>
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      <dl className={classes.figures}>
        <dt>Заявлено участников</dt>
        <dd>{forecast.registered}</dd>
        <dt>Из первой сотни рейтинга</dt>
        <dd>{forecast.inTopHundred}</dd>
        <dt>Ожидаемый коэффициент представительности Q</dt>
        <dd>{coefficient.format(forecast.expectedQ)}</dd>
        <dt>Ожидаемый коэффициент значимости F</dt>
        <dd>{coefficient.format(forecast.expectedF)}</dd>
      </dl>
      {places.length > 0 ? (
        <table className={classes.places} aria-label={`Очки за место: ${title}`}>
          <caption>
            <Text size="sm" fw={600} ta="left" mt="sm" mb={4}>
              Очки за место
            </Text>
          </caption>
          <thead>
            <tr>
              <th scope="col">Место</th>
              <th scope="col">Очки</th>
            </tr>
          </thead>
          <tbody>
            {places.map((row) => (
              <tr key={row.place}>
                <td>{row.place}</td>
                <td>{formatPoints(row.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Paper>
  );
};
