import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, isSupportedSeason } from '@velo/contracts/constants';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { InvalidYearAlert } from '@/components/display/invalid-year';
import { Pager } from '@/components/display/pager';
import { YearTabs } from '@/components/filters/year-tabs';
import { formatDate, plural } from '@/components/format';
import pageClasses from '@/components/display/standings-page.module.css';
import { ApiError } from '@/lib/api-client';
import { useClubStandings } from './api/get-club-standings';
import { ClubFilters } from './components/club-filters';
import { ClubsList } from './components/clubs-list';
import { clubFilterOf } from './club-filter';
import type { ClubPageSearch, ClubStandingsSearch } from './search';

const route = getRouteApi('/shell/rating/clubs');

export const CLUBS_EMPTY = 'Клубов за этот сезон пока нет';

/** The filters a club's page keeps from the standings (not the paging). */
export const filtersOnly = ({ page: _page, size: _size, ...filters }: ClubStandingsSearch): ClubPageSearch =>
  filters;

/**
 * Club standings (issue 19, beyond the spec): /rating/clubs. The clubs of a season ranked by the sum
 * of their best N riders' points (N chosen here, 5 by default), with the rating's filters; everything
 * in the query string.
 */
export const ClubStandingsPage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const filter = clubFilterOf(search);
  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const invalidYear = filter.year !== undefined && !isSupportedSeason(filter.year);
  const standings = useClubStandings({ ...filter, page, size }, !invalidYear);
  const data = standings.data;
  const activeYear = invalidYear ? null : (filter.year ?? data?.year ?? null);

  const searchWith = (change: Partial<ClubStandingsSearch>): ClubStandingsSearch => ({
    ...search,
    page: undefined,
    ...change,
  });
  const go = (change: Partial<ClubStandingsSearch>) =>
    void navigate({ to: '/rating/clubs', search: searchWith(change), resetScroll: false });
  const hrefOf = (change: Partial<ClubStandingsSearch>) =>
    router.buildLocation({ to: '/rating/clubs', search: searchWith(change) }).href;

  const clubs = data?.clubs.items;
  const totalCount = data?.clubs.totalCount ?? 0;
  const updated = data?.updateDate ? formatDate(data.updateDate) : null;

  return (
    <div className={pageClasses.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} className={pageClasses.title}>
            Клубы
          </Title>
          <Text size="sm" c="dimmed">
            Сумма очков {filter.best}{' '}
            {plural(filter.best, ['лучшего гонщика', 'лучших гонщиков', 'лучших гонщиков'])} клуба в рейтинге
            сезона
          </Text>
          <Text size="sm" c="dimmed" className={pageClasses.updated} aria-live="polite">
            {updated ? `Обновлено ${updated}` : ' '}
          </Text>
        </div>
        <Anchor component={Link} to="/rating/overview">
          Рейтинг участников
        </Anchor>
      </Group>

      <YearTabs
        active={activeYear}
        linkOf={(year) => ({
          to: '/rating/clubs',
          search: searchWith({ year, clusterAgeCategoryId: undefined }),
        })}
      />
      {invalidYear ? <InvalidYearAlert /> : null}

      <Paper p={{ base: 'sm', sm: 'md' }}>
        <ClubFilters filter={filter} season={activeYear} go={go} />
        <div className={pageClasses.listArea}>
          {invalidYear ? null : standings.isError && !data ? (
            <LoadError message={standings.error instanceof ApiError ? standings.error.serverMessage : null} />
          ) : clubs && clubs.length === 0 ? (
            <EmptyState title={CLUBS_EMPTY}>
              Клуб появляется здесь, когда его называют участники рейтинга этого сезона.
            </EmptyState>
          ) : (
            <ClubsList clubs={clubs} search={filtersOnly(searchWith({}))} />
          )}
        </div>
        {totalCount > 0 ? (
          <Pager
            page={page}
            size={size}
            totalCount={totalCount}
            label="клубов"
            hrefOf={(next) => hrefOf({ page: next })}
            onPage={(next) => go({ page: next })}
            onSize={(next) => go({ size: next })}
          />
        ) : null}
      </Paper>
    </div>
  );
};
