import { Table, Text, VisuallyHidden } from '@mantine/core';
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
    <Table className={classes.table} verticalSpacing="xs" highlightOnHover aria-label="Результаты протокола">
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.place}>
            <span className={classes.wide}>Место</span>
            <abbr className={classes.narrow} title="Место">
              М
            </abbr>
          </Table.Th>
          <Table.Th className={classes.star}>
            <VisuallyHidden>Избранное</VisuallyHidden>
          </Table.Th>
          <Table.Th>Участник</Table.Th>
          <Table.Th className={classes.pointsColumn}>Очки</Table.Th>
          <Table.Th className={classes.time}>Время</Table.Th>
          <Table.Th className={classes.comment}>Комментарий</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => {
          const name = fullName(result);
          const time = formatResultTime(result.resultTime);
          return (
            <Table.Tr
              key={result.id}
              className={classes.row}
              data-favourite={result.inCurrentUserFavorites || undefined}
              onClick={() =>
                void navigate({ to: '/rating/details/$id', params: { id: String(result.participantId) } })
              }
            >
              <Table.Td className={classes.place}>
                <PlaceCell result={result} />
              </Table.Td>
              <Table.Td className={classes.star}>
                <FavouriteStar
                  kind="participant"
                  id={result.participantId}
                  active={result.inCurrentUserFavorites}
                  offered={result.showFavoriteIcon}
                  name={name}
                />
              </Table.Td>
              <Table.Td className={classes.name}>
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
              </Table.Td>
              <Table.Td className={classes.pointsColumn}>
                <PointsWithFormula points={result.rating} formula={result.ratingCalculationFormula} />
              </Table.Td>
              <Table.Td className={classes.time}>{time}</Table.Td>
              <Table.Td className={classes.comment}>{result.comment}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
};
