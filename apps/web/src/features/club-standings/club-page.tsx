import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { isSupportedSeason } from '@velo/contracts/constants';
import { lazy, Suspense } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { InvalidYearAlert } from '@/components/display/invalid-year';
import { YearTabs } from '@/components/filters/year-tabs';
import { formatDate, formatPoints } from '@/components/format';
import pageClasses from '@/components/display/standings-page.module.css';
import { ApiError } from '@/lib/api-client';
import { useClub } from './api/get-club';
import { ClubFilters } from './components/club-filters';
import { RidersList } from './components/riders-list';
import { clubFilterOf } from './club-filter';
import type { ClubPageSearch } from './search';

const route = getRouteApi('/shell/rating/clubs/$key');

// The club's strongest by skill (issue 39) sits below its riders: its code loads on its own.
const ClubSkillCard = lazy(() =>
  import('./components/club-skill-card').then((module) => ({ default: module.ClubSkillCard })),
);

export const CLUB_NOT_FOUND = 'Клуб не найден';

/**
 * A club's page (issue 19): /rating/clubs/$key. Its place and points in the club standings, and its
 * riders with their points and places in the rating under the same filters; those whose points make
 * the club's total are marked.
 */
export const ClubPage = () => {
  const { key } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filter = clubFilterOf(search);
  const invalidYear = filter.year !== undefined && !isSupportedSeason(filter.year);
  const club = useClub(key, filter, !invalidYear);
  const data = club.data;
  const activeYear = invalidYear ? null : (filter.year ?? data?.year ?? null);

  const searchWith = (change: Partial<ClubPageSearch>): ClubPageSearch => ({ ...search, ...change });
  const go = (change: Partial<ClubPageSearch>) =>
    void navigate({
      to: '/rating/clubs/$key',
      params: { key },
      search: searchWith(change),
      resetScroll: false,
    });

  const notFound = club.error instanceof ApiError && club.error.status === 404;
  const standing = data?.standing;
  const updated = data?.updateDate ? formatDate(data.updateDate) : null;
  const otherSpellings = data ? data.spellings.filter((spelling) => spelling.name !== data.name) : [];

  return (
    <div className={pageClasses.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} className={pageClasses.title}>
            {data?.name ??
              (notFound ? CLUB_NOT_FOUND : <Skeleton height={36} width={240} component="span" />)}
          </Title>
          {otherSpellings.length > 0 ? (
            <Text size="sm" c="dimmed">
              Также пишут: {otherSpellings.map((spelling) => spelling.name).join(', ')}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" className={pageClasses.updated} aria-live="polite">
            {updated ? `Обновлено ${updated}` : ' '}
          </Text>
        </div>
        <Anchor renderRoot={(props) => <Link to="/rating/clubs" search={search} {...props} />}>
          Все клубы
        </Anchor>
      </Group>

      <YearTabs
        active={activeYear}
        linkOf={(year) => ({
          to: '/rating/clubs/$key',
          search: searchWith({ year, clusterAgeCategoryId: undefined }),
        })}
      />
      {invalidYear ? <InvalidYearAlert /> : null}

      <Paper p={{ base: 'sm', sm: 'md' }}>
        <ClubFilters filter={filter} season={activeYear} go={go} />
        <div className={pageClasses.listArea}>
          {invalidYear ? null : notFound ? (
            <EmptyState title={CLUB_NOT_FOUND}>Такой клуб не называет ни один участник портала.</EmptyState>
          ) : club.isError && !data ? (
            <LoadError message={club.error instanceof ApiError ? club.error.serverMessage : null} />
          ) : !data ? (
            <Skeleton height={200} />
          ) : (
            <>
              {standing ? (
                <Text mb="sm">
                  <b>{standing.place} место</b> среди клубов · {formatPoints(standing.points)} очков · в
                  зачёте {standing.ridersCounted} из {standing.ridersTotal} гонщиков
                </Text>
              ) : null}
              {data.riders.length === 0 ? (
                <EmptyState title="В этом рейтинге гонщиков клуба нет">
                  Выберите другой сезон или сбросьте фильтры.
                </EmptyState>
              ) : (
                <RidersList riders={data.riders} gender={filter.gender} />
              )}
            </>
          )}
        </div>
      </Paper>
      {data ? (
        <Suspense fallback={null}>
          <ClubSkillCard clubKey={data.key} />
        </Suspense>
      ) : null}
    </div>
  );
};
