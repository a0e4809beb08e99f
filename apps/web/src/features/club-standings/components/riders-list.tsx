import { Box, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClubRider, GenderFilter } from '@velo/contracts';
import tableClasses from '@/components/display/data-table.module.css';
import { formatPoints, fullName } from '@/components/format';
import { PlaceMark } from './place-cell';
import classes from '../club-standings.module.css';

/** With a gender chosen, the place within that gender is the one that matters (as in the rating). */
const placeOf = (rider: ClubRider, gender: GenderFilter) =>
  gender === 'all' ? rider.place : rider.genderPlace;

const RiderLink = ({ rider }: { rider: ClubRider }) => (
  <Link to="/rating/details/$id" params={{ id: String(rider.participantId) }} className={classes.link}>
    {fullName(rider)}
  </Link>
);

const CountedText = ({ rider }: { rider: ClubRider }) =>
  rider.counted ? (
    <span className={classes.counted}>в зачёте</span>
  ) : (
    <span className={classes.notCounted}>не в зачёте</span>
  );

type ListProps = { riders: ClubRider[]; gender: GenderFilter };

const RidersTable = ({ riders, gender }: ListProps) => (
  <table
    className={`${tableClasses.table} ${classes.table}`}
    data-hover
    data-spacing="xs"
    aria-label="Гонщики клуба"
  >
    <thead>
      <tr>
        <th scope="col" className={classes.place} title="Место в рейтинге">
          Место
        </th>
        <th scope="col">Участник</th>
        <th scope="col" className={classes.number}>
          Гонок
        </th>
        <th scope="col" className={classes.number}>
          Очки
        </th>
        <th scope="col" className={classes.number}>
          Зачёт клуба
        </th>
      </tr>
    </thead>
    <tbody>
      {riders.map((rider) => (
        <tr key={rider.participantId}>
          <td className={classes.place}>
            <PlaceMark place={placeOf(rider, gender)} />
          </td>
          <td>
            <RiderLink rider={rider} />
            {rider.birthYear ? (
              <Text size="xs" c="dimmed">
                {rider.birthYear} г. р.
              </Text>
            ) : null}
          </td>
          <td className={classes.number}>{rider.racesCount}</td>
          <td className={`${classes.number} ${classes.points}`}>{formatPoints(rider.points)}</td>
          <td className={classes.number}>
            <CountedText rider={rider} />
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

const RiderCards = ({ riders, gender }: ListProps) => (
  <ol className={classes.cards} aria-label="Гонщики клуба">
    {riders.map((rider) => (
      <li key={rider.participantId} className={classes.card}>
        <span className={classes.cardPlace}>
          <PlaceMark place={placeOf(rider, gender)} />
        </span>
        <div>
          <RiderLink rider={rider} />
          <Text size="xs" c="dimmed">
            Гонок: {rider.racesCount} · <CountedText rider={rider} />
          </Text>
        </div>
        <span className={classes.points}>{formatPoints(rider.points)}</span>
      </li>
    ))}
  </ol>
);

/** A club's riders, best first: a table from 768 px, cards below. */
export const RidersList = (props: ListProps) => (
  <>
    <Box visibleFrom="sm">
      <RidersTable {...props} />
    </Box>
    <Box hiddenFrom="sm">
      <RiderCards {...props} />
    </Box>
  </>
);
