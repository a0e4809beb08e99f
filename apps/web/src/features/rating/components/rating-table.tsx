import { Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import tableClasses from '@/components/display/data-table.module.css';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { GenderFilter, RatingEntry } from '@velo/contracts';
import { DISCIPLINE_FAMILY_NAMES, SKILL_PROVISIONAL_WORD } from '@velo/contracts/constants';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { formatPoints, fullName } from '@/components/format';
import { Medal, hasMedal } from '@/components/display/medal';
import classes from './rating-table.module.css';

/** With a gender chosen, the place within that gender is the one that matters. */
export const shownPlace = (entry: RatingEntry, gender: GenderFilter): number =>
  gender === 'all' ? entry.place : entry.genderPlace;

const details = (entry: RatingEntry): string =>
  [entry.participant.city, entry.participant.club].filter(Boolean).join(' · ');

/**
 * The rider's skill ('Сила', issue 39) in their most raced family, beside the points: a provisional
 * number is pale and says so to a screen reader.
 */
const SkillCell = ({ skill }: { skill: RatingEntry['skill'] }) => {
  if (!skill)
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>нет</VisuallyHidden>
      </>
    );
  const family = DISCIPLINE_FAMILY_NAMES[skill.family];
  return skill.provisional ? (
    <span className={classes.provisional} title={`${SKILL_PROVISIONAL_WORD}, ${family}`}>
      {skill.display}
      <VisuallyHidden>, {SKILL_PROVISIONAL_WORD}</VisuallyHidden>
    </span>
  ) : (
    <span title={family}>{skill.display}</span>
  );
};

/**
 * Place ('М' on screens up to 768 px), favourite star, surname and first name, points (§2.7), and the
 * skill, whose header sorts the table by it (strongest first; again: back to the places).
 */
// A followed rider's «Заявлен» (issue 19) loads its own code, only when a row shows it.
const NextStartBadge = lazy(() =>
  import('./next-start-badge').then((module) => ({ default: module.NextStartBadge })),
);

export const RatingTable = ({
  entries,
  gender,
  loading,
  pageSize,
  highlightId,
  sortedBySkill = false,
  onSortBySkill,
}: {
  entries: RatingEntry[] | undefined;
  gender: GenderFilter;
  loading: boolean;
  pageSize: number;
  /** The signed-in rider's row after 'Найти меня в рейтинге'. */
  highlightId?: number;
  /** The table is sorted by skill, strongest first. */
  sortedBySkill?: boolean;
  /** Sorts by skill, or back by place when it is. */
  onSortBySkill?: () => void;
}) => {
  return (
    <table
      className={`${tableClasses.table} ${classes.table}`}
      data-hover
      data-spacing="xs"
      aria-busy={loading}
      aria-label="Рейтинг участников"
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
          <th>Фамилия и имя</th>
          <th className={classes.points}>Очки</th>
          <th className={classes.skill} aria-sort={sortedBySkill ? 'descending' : undefined}>
            {onSortBySkill ? (
              <UnstyledButton
                className={classes.sortButton}
                onClick={onSortBySkill}
                title={sortedBySkill ? 'Вернуть порядок по местам' : 'Сортировать по силе'}
              >
                Сила{sortedBySkill ? ' ↓' : ''}
              </UnstyledButton>
            ) : (
              'Сила'
            )}
          </th>
        </tr>
      </thead>
      <tbody>
        {!entries
          ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
              <tr key={i}>
                <td colSpan={5}>
                  <Skeleton height={22} radius="sm" />
                </td>
              </tr>
            ))
          : entries.map((entry) => {
              const place = shownPlace(entry, gender);
              const name = fullName(entry.participant);
              const isYou = entry.id === highlightId;
              return (
                <tr
                  key={entry.id}
                  className={classes.row}
                  data-favourite={entry.inCurrentUserFavorites || undefined}
                  data-highlight={isYou || undefined}
                  aria-current={isYou || undefined}
                >
                  <td className={classes.place}>
                    {hasMedal(place) ? <Medal place={place} size={24} /> : place}
                  </td>
                  <td className={classes.star}>
                    <FavouriteStar
                      kind="participant"
                      id={entry.id}
                      active={entry.inCurrentUserFavorites}
                      offered={entry.showFavoriteIcon}
                      name={name}
                    />
                  </td>
                  <td className={classes.name}>
                    <Link to="/rating/details/$id" params={{ id: String(entry.id) }} className={classes.link}>
                      {name}
                      {isYou ? <span className={classes.you}>это вы</span> : null}
                    </Link>
                    {details(entry) ? (
                      <Text size="xs" c="dimmed" truncate="end">
                        {details(entry)}
                      </Text>
                    ) : null}
                    {entry.inCurrentUserFavorites && entry.nextStart ? (
                      <Suspense fallback={null}>
                        <NextStartBadge start={entry.nextStart} />
                      </Suspense>
                    ) : null}
                  </td>
                  <td className={classes.points}>{formatPoints(entry.rating)}</td>
                  <td className={classes.skill}>
                    <SkillCell skill={entry.skill} />
                  </td>
                </tr>
              );
            })}
      </tbody>
    </table>
  );
};
