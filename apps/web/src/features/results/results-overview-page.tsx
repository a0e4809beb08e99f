import { ActionIcon, Paper, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { InvalidYearAlert } from '@/components/display/invalid-year';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { PlainSelect } from '@/components/display/plain-select';
import { ClusterSelect } from '@/components/filters/cluster-select';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { YearTabs } from '@/components/filters/year-tabs';
import filterClasses from '@/components/filters/filters.module.css';
import { PlainTextInput } from '@/components/plain-field';
import { resolveSeason } from '@/components/seasons';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useResults } from './api/get-results';
import { ResultCard, ResultCardSkeleton } from '@/components/results/result-card';
import { nextResultsSearch, resultsRequestOf, resultsState } from './lib/results-state';
import { SORT_OPTIONS, type ResultsSearch, type SortOption } from './search';
import classes from './results-overview-page.module.css';

export const RESULTS_EMPTY_TITLE = 'Здесь пока нет информации.';
export const RESULTS_EMPTY_TEXT =
  'Мы работаем над тем, чтобы добавить протоколы гонок за выбранный Вами сезон.';
/** The search box applies on change, once typing pauses. */
const SEARCH_DEBOUNCE_MS = 500;

const route = getRouteApi('/shell/results/overview');

/** The results overview (spec part 1 §2.5): protocol cards of a season with their top results. */
export const ResultsOverviewPage = () => {
  const search = route.useSearch();
  const state = resultsState(search);
  const { season, invalid } = resolveSeason(state.year);
  const navigate = route.useNavigate();
  const router = useRouter();
  const session = useSession();

  const organizers = useOrganizers();
  const organizerFound =
    state.organizerId !== undefined && Boolean(organizers.data?.some((o) => o.id === state.organizerId));

  const request = resultsRequestOf(state, season);
  const results = useResults(request, Boolean(session), { enabled: !invalid });

  const searchWith = (change: Partial<ResultsSearch>) => nextResultsSearch(search, change);
  const go = (change: Partial<ResultsSearch>) =>
    void navigate({ to: '/results/overview', search: searchWith(change), resetScroll: false });

  const [text, setText] = useState(state.searchText ?? '');
  // The box follows the URL when it changes from outside (back button, a link).
  const [urlText, setUrlText] = useState(state.searchText);
  if (urlText !== state.searchText) {
    setUrlText(state.searchText);
    setText(state.searchText ?? '');
  }
  const applyText = (value: string) => {
    const trimmed = value.trim() || undefined;
    if (trimmed !== state.searchText) go({ searchText: trimmed });
  };
  const applyTextLater = useDebouncedCallback(applyText, SEARCH_DEBOUNCE_MS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyTextLater.cancel?.();
    applyText(text);
  };

  const items = results.data?.items;
  const totalCount = results.data?.totalCount ?? 0;

  return (
    <div>
      <Title order={1} className={classes.title} mb="md">
        Результаты
      </Title>

      <YearTabs
        active={invalid ? null : season}
        linkOf={(year) => ({ to: '/results/overview', search: searchWith({ year }) })}
      />
      {invalid ? <InvalidYearAlert /> : null}

      <Paper p={{ base: 'sm', sm: 'md' }} mb="md">
        <div className={filterClasses.filters} style={{ '--filters-columns': 4 } as React.CSSProperties}>
          <form role="search" onSubmit={submit} className={filterClasses.field}>
            <PlainTextInput
              label="Поиск"
              placeholder="Мероприятие или участник"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                applyTextLater(event.currentTarget.value);
              }}
              rightSection={
                <ActionIcon type="submit" variant="subtle" aria-label="Найти">
                  <IconSearch size={18} aria-hidden="true" />
                </ActionIcon>
              }
            />
          </form>
          <PlainSelect
            className={filterClasses.field}
            label="Сортировка"
            value={state.sortOption}
            onChange={(value) => go({ sortOption: value as SortOption })}
            options={SORT_OPTIONS}
          />
          <OrganizerSelect
            className={filterClasses.field}
            value={state.organizerId}
            onChange={(organizerId) => go({ organizerId })}
          />
          <ClusterSelect
            className={filterClasses.field}
            organizerId={state.organizerId}
            organizerFound={organizerFound}
            season={season}
            value={state.clusterAgeCategoryId}
            onChange={(clusterAgeCategoryId) => go({ clusterAgeCategoryId })}
          />
        </div>
      </Paper>

      {invalid ? null : results.isError && !results.data ? (
        <Paper>
          <LoadError message={results.error instanceof ApiError ? results.error.serverMessage : null} />
        </Paper>
      ) : items && items.length === 0 ? (
        <Paper>
          <EmptyState title={RESULTS_EMPTY_TITLE}>{RESULTS_EMPTY_TEXT}</EmptyState>
        </Paper>
      ) : (
        // A CSS grid rather than SimpleGrid (one column, two from 48em): the page's first load.
        <div className={classes.cards} aria-busy={results.isFetching}>
          {items
            ? items.map((item) => <ResultCard key={item.protocolId} item={item} />)
            : Array.from({ length: 4 }, (_, i) => <ResultCardSkeleton key={i} />)}
        </div>
      )}

      {totalCount > 0 && !invalid ? (
        <Pager
          page={state.page}
          size={state.size}
          totalCount={totalCount}
          label="протоколов"
          hrefOf={(page) =>
            router.buildLocation({ to: '/results/overview', search: searchWith({ page }) }).href
          }
          onPage={(page) => {
            go({ page });
            window.scrollTo({ top: 0 });
          }}
          onSize={(size) => go({ size })}
        />
      ) : null}
    </div>
  );
};
