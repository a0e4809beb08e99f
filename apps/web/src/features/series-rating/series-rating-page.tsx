import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { currentSeason, isSupportedSeason } from '@velo/contracts/constants';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { InvalidYearAlert } from '@/components/display/invalid-year';
import { Pager } from '@/components/display/pager';
import { ClusterSelect } from '@/components/filters/cluster-select';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { YearTabs } from '@/components/filters/year-tabs';
import pageClasses from '@/components/display/standings-page.module.css';
import filterClasses from '@/components/filters/filters.module.css';
import { formatDate } from '@/components/format';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useFinalRating } from './api/get-final-rating';
import { SeriesList } from './components/series-list';
import { bestRacesText, categoryText } from './lib/best-races';
import classes from './series-rating.module.css';

const route = getRouteApi('/shell/rating/series');
type SeriesSearch = ReturnType<typeof route.useSearch>;

export const SERIES_CHOOSE = 'Выберите организатора и возрастную категорию';
export const SERIES_EMPTY = 'В этой категории за сезон пока нет результатов';

/**
 * The series (final) rating of an organizer's age category (POST /v1/Statistic/participants-final-rating):
 * /rating/series. Each rider's races, the counted ones in bold and the dropped ones struck through.
 * Season, organizer, category and page live in the query string.
 */
export const SeriesRatingPage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const session = useSession();
  const organizers = useOrganizers();

  const year = search.year ?? currentSeason();
  const invalidYear = !isSupportedSeason(year);
  const page = search.page ?? 1;
  const size = search.size ?? 20;
  const organizerFound =
    search.organizerId !== undefined && Boolean(organizers.data?.some((o) => o.id === search.organizerId));
  const chosen = search.organizerId !== undefined && search.clusterAgeCategoryId !== undefined;
  const rating = useFinalRating(
    chosen && !invalidYear
      ? {
          year,
          organizerId: search.organizerId!,
          clusterAgeCategoryId: search.clusterAgeCategoryId!,
          page,
          size,
        }
      : null,
    Boolean(session),
  );

  const searchWith = (change: Partial<SeriesSearch>): SeriesSearch => ({
    ...search,
    page: undefined,
    ...change,
  });
  const go = (change: Partial<SeriesSearch>) =>
    void navigate({ to: '/rating/series', search: searchWith(change), resetScroll: false });
  const hrefOf = (change: Partial<SeriesSearch>) =>
    router.buildLocation({ to: '/rating/series', search: searchWith(change) }).href;

  const data = rating.data;
  const entries = data?.participants.items;
  const totalCount = data?.participants.totalCount ?? 0;
  const updated = data?.updateDate ? formatDate(data.updateDate) : null;

  return (
    <div className={pageClasses.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} className={pageClasses.title}>
            Итоговый зачёт
          </Title>
          <Text size="sm" c="dimmed">
            {data
              ? `${categoryText(data.category)}. ${bestRacesText(data.bestRacesRule)}`
              : 'Зачёт серии организатора по возрастной категории'}
          </Text>
          <Text size="sm" c="dimmed" className={pageClasses.updated} aria-live="polite">
            {updated ? `Обновлено ${updated}` : ' '}
          </Text>
        </div>
        <Anchor
          renderRoot={(props) => (
            <Link
              to="/rating/overview"
              search={{
                year: search.year,
                organizerId: search.organizerId,
                clusterAgeCategoryId: search.clusterAgeCategoryId,
              }}
              {...props}
            />
          )}
        >
          Рейтинг участников
        </Anchor>
      </Group>

      <YearTabs
        active={invalidYear ? null : year}
        linkOf={(next) => ({
          to: '/rating/series',
          search: searchWith({ year: next, clusterAgeCategoryId: undefined }),
        })}
      />
      {invalidYear ? <InvalidYearAlert /> : null}

      <Paper p={{ base: 'sm', sm: 'md' }}>
        <div className={filterClasses.filters} style={{ '--filters-columns': 2 } as React.CSSProperties}>
          <OrganizerSelect
            className={filterClasses.field}
            value={search.organizerId}
            onChange={(organizerId) => go({ organizerId, clusterAgeCategoryId: undefined })}
          />
          <ClusterSelect
            className={filterClasses.field}
            organizerId={search.organizerId}
            organizerFound={organizerFound}
            season={invalidYear ? null : year}
            value={search.clusterAgeCategoryId}
            onChange={(clusterAgeCategoryId) => go({ clusterAgeCategoryId })}
          />
        </div>
        {chosen ? (
          <Text size="sm" mt="sm" className={classes.legend}>
            <span>
              <strong>Жирным</strong> — гонка идет в зачёт
            </span>
            <span>
              <s>Зачеркнуто</s> — не идет в зачёт
            </span>
          </Text>
        ) : null}

        <div className={pageClasses.listArea}>
          {invalidYear ? null : !chosen ? (
            <EmptyState title={SERIES_CHOOSE}>
              Итоговый зачёт считается по гонкам одного организатора в одной возрастной категории.
            </EmptyState>
          ) : rating.isError && !data ? (
            <LoadError message={rating.error instanceof ApiError ? rating.error.serverMessage : null} />
          ) : entries && entries.length === 0 ? (
            <EmptyState title={SERIES_EMPTY} />
          ) : (
            <SeriesList entries={entries} pageSize={size} />
          )}
        </div>
        {totalCount > 0 ? (
          <Pager
            page={page}
            size={size}
            totalCount={totalCount}
            label="участников"
            hrefOf={(next) => hrefOf({ page: next })}
            onPage={(next) => go({ page: next })}
            onSize={(next) => go({ size: next })}
          />
        ) : null}
      </Paper>
    </div>
  );
};
