import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconStar, IconStarFilled } from '@tabler/icons-react';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { isSupportedSeason } from '@velo/contracts/constants';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { InvalidYearAlert } from '@/components/display/invalid-year';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { ClusterSelect } from '@/components/filters/cluster-select';
import { GenderFilter } from '@/components/filters/gender-filter';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { PlainCloseButton } from '@/components/plain-field';
import { YearTabs } from '@/components/filters/year-tabs';
import pageClasses from '@/components/display/standings-page.module.css';
import filterClasses from '@/components/filters/filters.module.css';
import { formatDate } from '@/components/format';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { rememberUrl } from '@/lib/remembered-url';
import { useRatingPage } from './api/get-rating-page';
import { AboutRating } from './components/about-rating';
import { CsvExportButton } from './components/csv-export-button';
import { RatingTable } from './components/rating-table';
import { isDisclaimerShown, storeDisclaimerShown } from './lib/disclaimer';
import { nextRatingSearch, ratingFilterOf, ratingState } from './lib/rating-state';
import type { RatingSearch } from './search';
import classes from './rating-overview-page.module.css';

// 'Найти меня в рейтинге' is a signed-in rider's: a guest's first load does not carry it.
/** The disclaimer's flag changes only through this page's own dialog. */
const noSubscription = () => () => {};

const FindMeButton = lazy(() =>
  import('./components/find-me-button').then((module) => ({ default: module.FindMeButton })),
);

const MethodologyDialog = lazy(() =>
  import('./components/methodology-dialog').then((module) => ({ default: module.MethodologyDialog })),
);

export const RATING_EMPTY_NAME = 'Такого участника пока нет на портале.';
export const RATING_EMPTY =
  'Здесь пока нет информации. Мы работаем над тем, чтобы добавить протоколы гонок за выбранный Вами сезон.';

const route = getRouteApi('/shell/rating/overview');

/** The rating overview (spec part 1 §2.7). Every filter lives in the query string. */
export const RatingOverviewPage = () => {
  const search = route.useSearch();
  const state = ratingState(search);
  const navigate = route.useNavigate();
  const router = useRouter();
  const session = useSession();
  // Opened or closed by the reader; until then, open on a first visit. The flag is read in the
  // browser only: the page's server markup (issue 41) and its hydration are drawn without the dialog.
  const [dialogAsked, setDialogOpened] = useState<boolean | null>(null);
  const firstVisit = useSyncExternalStore(
    noSubscription,
    () => !isDisclaimerShown(),
    () => false,
  );
  const dialogOpened = dialogAsked ?? firstVisit;
  const { user } = useCurrentUser();
  const myId = user?.participantId ?? null;
  // The signed-in rider's row, marked once 'Найти меня в рейтинге' found it.
  const [highlightId, setHighlightId] = useState<number | undefined>();

  const invalidYear = state.year !== undefined && !isSupportedSeason(state.year);
  const requestedSeason = invalidYear ? undefined : state.year;
  // A guest cannot ask for favourites: the toggle sends them to sign in instead.
  const filter = ratingFilterOf(
    { ...state, onlyFavourites: state.onlyFavourites && Boolean(session) },
    requestedSeason,
  );
  const rating = useRatingPage(filter, Boolean(session));
  const activeYear = requestedSeason ?? rating.data?.year ?? null;

  const organizers = useOrganizers();
  const organizerFound =
    state.organizerId !== undefined && Boolean(organizers.data?.some((o) => o.id === state.organizerId));

  const searchWith = (change: Partial<RatingSearch>) => nextRatingSearch(search, change);
  const go = (change: Partial<RatingSearch>) =>
    void navigate({ to: '/rating/overview', search: searchWith(change), resetScroll: false });
  const hrefOf = (change: Partial<RatingSearch>) =>
    router.buildLocation({ to: '/rating/overview', search: searchWith(change) }).href;

  const toggleFavourites = () => {
    if (!session) {
      rememberUrl(hrefOf({ getOnlyUserFavoritesParticipants: true }));
      void navigate({ to: '/auth' });
      return;
    }
    go({ getOnlyUserFavoritesParticipants: !state.onlyFavourites });
  };

  const closeDialog = () => {
    storeDisclaimerShown();
    setDialogOpened(false);
  };

  const data = rating.data;
  const entries = data?.participants.items;
  const totalCount = data?.participants.totalCount ?? 0;
  const updated = data?.updateDate ? formatDate(data.updateDate) : null;

  return (
    <div className={pageClasses.page}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} className={pageClasses.title}>
            Рейтинг
          </Title>
          <Text size="sm" c="dimmed" className={pageClasses.updated} aria-live="polite">
            {updated ? `Обновлено ${updated}` : ' '}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            renderRoot={(props) => (
              <Link
                to="/rating/clubs"
                search={{
                  year: requestedSeason,
                  gender: state.gender === 'all' ? undefined : state.gender,
                  organizerId: state.organizerId,
                  clusterAgeCategoryId: state.clusterAgeCategoryId,
                }}
                {...props}
              />
            )}
            variant="default"
          >
            Клубы
          </Button>
          <Button
            variant="default"
            leftSection={<IconInfoCircle size={18} aria-hidden="true" />}
            onClick={() => setDialogOpened(true)}
          >
            Методика начисления
          </Button>
          <CsvExportButton
            filter={filter}
            year={activeYear}
            icon={<IconDownload size={18} aria-hidden="true" />}
          />
          {myId ? (
            <Suspense fallback={null}>
              <FindMeButton
                filter={filter}
                participantId={myId}
                onFound={(page) => {
                  setHighlightId(myId);
                  go({ page });
                }}
              />
            </Suspense>
          ) : null}
        </Group>
      </Group>

      <YearTabs
        active={invalidYear ? null : activeYear}
        linkOf={(year) => ({
          to: '/rating/overview',
          search: searchWith({ year, clusterAgeCategoryId: undefined }),
        })}
      />
      {invalidYear ? <InvalidYearAlert /> : null}

      <Paper p={{ base: 'sm', sm: 'md' }}>
        <div className={filterClasses.filters} style={{ '--filters-columns': 4 } as React.CSSProperties}>
          <GenderFilter
            className={filterClasses.field}
            value={state.gender}
            onChange={(gender) => go({ gender })}
          />
          <OrganizerSelect
            className={filterClasses.field}
            value={state.organizerId}
            onChange={(organizerId) => go({ organizerId, clusterAgeCategoryId: undefined })}
          />
          <ClusterSelect
            className={filterClasses.field}
            organizerId={state.organizerId}
            organizerFound={organizerFound}
            season={activeYear}
            value={state.clusterAgeCategoryId}
            onChange={(clusterAgeCategoryId) => go({ clusterAgeCategoryId })}
          />
          <Button
            className={filterClasses.field}
            variant={state.onlyFavourites ? 'filled' : 'default'}
            color={state.onlyFavourites ? 'yellow.8' : undefined}
            aria-pressed={state.onlyFavourites}
            leftSection={
              state.onlyFavourites ? (
                <IconStarFilled size={18} aria-hidden="true" />
              ) : (
                <IconStar size={18} aria-hidden="true" />
              )
            }
            onClick={toggleFavourites}
          >
            Только избранные
          </Button>
        </div>

        {state.organizerId && state.clusterAgeCategoryId ? (
          <Text size="sm" mt="sm">
            <Link
              to="/rating/series"
              search={{
                year: requestedSeason,
                organizerId: state.organizerId,
                clusterAgeCategoryId: state.clusterAgeCategoryId,
              }}
            >
              Итоговый зачёт категории
            </Link>
          </Text>
        ) : null}

        {state.name ? (
          <Group gap={6} mt="sm" className={classes.nameChip}>
            <Text size="sm">
              Поиск: <b>{state.name}</b>
            </Text>
            <PlainCloseButton aria-label="Сбросить поиск участника" onClick={() => go({ name: undefined })} />
          </Group>
        ) : null}

        <div className={pageClasses.listArea}>
          {rating.isError && !data ? (
            <LoadError message={rating.error instanceof ApiError ? rating.error.serverMessage : null} />
          ) : entries && entries.length === 0 ? (
            <EmptyState title={state.name && totalCount === 0 ? RATING_EMPTY_NAME : RATING_EMPTY} />
          ) : (
            <RatingTable
              entries={entries}
              gender={state.gender}
              loading={rating.isFetching}
              pageSize={state.size}
              highlightId={highlightId}
              sortedBySkill={state.sortFieldName === 'skill'}
              onSortBySkill={() =>
                go(
                  state.sortFieldName === 'skill'
                    ? { sortFieldName: undefined, sortDirection: undefined }
                    : { sortFieldName: 'skill', sortDirection: -1 },
                )
              }
            />
          )}
        </div>

        {totalCount > 0 ? (
          <Pager
            page={state.page}
            size={state.size}
            totalCount={totalCount}
            label="участников"
            hrefOf={(page) => hrefOf({ page })}
            onPage={(page) => go({ page })}
            onSize={(size) => go({ size })}
          />
        ) : null}
      </Paper>

      <AboutRating />

      {dialogOpened ? (
        <Suspense fallback={null}>
          <MethodologyDialog opened={dialogOpened} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </div>
  );
};
