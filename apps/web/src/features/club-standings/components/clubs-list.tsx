import { Box, Skeleton, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClubStanding } from '@velo/contracts';
import tableClasses from '@/components/display/data-table.module.css';
import { formatPoints } from '@/components/format';
import type { ClubPageSearch } from '../search';
import { PlaceMark } from './place-cell';
import classes from '../club-standings.module.css';

const ridersText = (club: ClubStanding) => `${club.ridersCounted} из ${club.ridersTotal}`;

type ListProps = { clubs: ClubStanding[]; search: ClubPageSearch };

const ClubLink = ({ club, search }: { club: ClubStanding; search: ClubPageSearch }) => (
  <Link to="/rating/clubs/$key" params={{ key: club.key }} search={search} className={classes.link}>
    {club.name}
  </Link>
);

const ClubsTable = ({ clubs, search }: ListProps) => (
  <table
    className={`${tableClasses.table} ${classes.table}`}
    data-hover
    data-spacing="xs"
    aria-label="Клубы по сумме очков лучших гонщиков"
  >
    <thead>
      <tr>
        <th scope="col" className={classes.place}>
          Место
        </th>
        <th scope="col">Клуб</th>
        <th scope="col" className={classes.number}>
          Очки
        </th>
        <th scope="col" className={classes.number} title="Учтено гонщиков из всех гонщиков клуба в рейтинге">
          Гонщиков
        </th>
      </tr>
    </thead>
    <tbody>
      {clubs.map((club) => (
        <tr key={club.key}>
          <td className={classes.place}>
            <PlaceMark place={club.place} />
          </td>
          <td>
            <ClubLink club={club} search={search} />
          </td>
          <td className={`${classes.number} ${classes.points}`}>{formatPoints(club.points)}</td>
          <td className={classes.number}>{ridersText(club)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** On a phone, a club per card. */
const ClubCards = ({ clubs, search }: ListProps) => (
  <ol className={classes.cards} aria-label="Клубы по сумме очков лучших гонщиков">
    {clubs.map((club) => (
      <li key={club.key} className={classes.card}>
        <span className={classes.cardPlace}>
          <PlaceMark place={club.place} />
        </span>
        <div>
          <ClubLink club={club} search={search} />
          <Text size="xs" c="dimmed">
            Учтено гонщиков: {ridersText(club)}
          </Text>
        </div>
        <span className={classes.points}>{formatPoints(club.points)}</span>
      </li>
    ))}
  </ol>
);

/** The clubs of a page: a table from 768 px, cards below; skeleton rows while loading. */
export const ClubsList = ({
  clubs,
  search,
}: {
  clubs: ClubStanding[] | undefined;
  search: ClubPageSearch;
}) =>
  !clubs ? (
    <Box aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={28} radius="sm" mb={8} />
      ))}
    </Box>
  ) : (
    <>
      <Box visibleFrom="sm">
        <ClubsTable clubs={clubs} search={search} />
      </Box>
      <Box hiddenFrom="sm">
        <ClubCards clubs={clubs} search={search} />
      </Box>
    </>
  );
