import { Text, VisuallyHidden } from '@mantine/core';
import tableClasses from '@/components/display/data-table.module.css';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ProtocolResult } from '@velo/contracts';
import { Medal, hasMedal } from '@/components/display/medal';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { STATUS_TEXT, STATUS_TITLE, formatResultTime, fullName } from '@/components/format';
import { PointsWithFormula } from './points-formula';
import classes from './protocol-details.module.css';

const PlaceCell = ({ result }: { result: ProtocolResult }) => {
  if (result.place === null) {
    return (
      <abbr title={STATUS_TITLE[result.status]} className={classes.status}>
        {STATUS_TEXT[result.status]}
      </abbr>
    );
  }
  return hasMedal(result.place) ? <Medal place={result.place} size={24} /> : <>{result.place}</>;
};

/**
 * The results of a protocol (spec part 1 §2.6): place ('М' on phones), favourite star, participant,
 * points with their formula, time and comment; on phones time and comment go under the name.
 */
export const ResultsTable = ({ results }: { results: ProtocolResult[] }) => {
  const navigate = useNavigate();
  return (
    <table
      className={`${tableClasses.table} ${classes.table}`}
      data-hover
      data-spacing="xs"
      aria-label="Результаты протокола"
    >
      <thead>
        <tr>
          <th className={classes.place}>
            <span className={classes.wide}>Место</span>
            <abbr className={classes.narrow} title="Место">
              М
            </abbr>
          </th>
          <th className={classes.star}>
            <VisuallyHidden>Избранное</VisuallyHidden>
          </th>
          <th>Участник</th>
          <th className={classes.pointsColumn}>Очки</th>
          <th className={classes.time}>Время</th>
          <th className={classes.comment}>Комментарий</th>
        </tr>
      </thead>
      <tbody>
        {results.map((result) => {
          const name = fullName(result);
          const time = formatResultTime(result.resultTime);
          return (
            <tr
              key={result.id}
              className={classes.row}
              data-favourite={result.inCurrentUserFavorites || undefined}
              onClick={() =>
                void navigate({ to: '/rating/details/$id', params: { id: String(result.participantId) } })
              }
            >
              <td className={classes.place}>
                <PlaceCell result={result} />
              </td>
              <td className={classes.star}>
                <FavouriteStar
                  kind="participant"
                  id={result.participantId}
                  active={result.inCurrentUserFavorites}
                  offered={result.showFavoriteIcon}
                  name={name}
                />
              </td>
              <td className={classes.name}>
                <Link
                  to="/rating/details/$id"
                  params={{ id: String(result.participantId) }}
                  className={classes.link}
                  onClick={(event) => event.stopPropagation()}
                >
                  {name}
                </Link>
                {result.club || result.city ? (
                  <Text size="xs" c="dimmed" truncate="end">
                    {[result.club, result.city].filter(Boolean).join(' · ')}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" className={classes.phoneOnly}>
                  {[time, result.comment].filter(Boolean).join(' · ')}
                </Text>
              </td>
              <td className={classes.pointsColumn}>
                <PointsWithFormula points={result.rating} formula={result.ratingCalculationFormula} />
              </td>
              <td className={classes.time}>{time}</td>
              <td className={classes.comment}>{result.comment}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
