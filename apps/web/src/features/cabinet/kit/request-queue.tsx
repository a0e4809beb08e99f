import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { SegmentedControl, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { useCabinetScope } from './cabinet-scope';
import { CabinetTable } from './cabinet-table';
import { pageHref } from './page-href';
import { useCabinetSearch } from './use-cabinet-search';
import { ViewSkeleton } from './view-skeleton';

/** Which of a queue's requests show: waiting for a decision (the default), decided, or all. */
export type RequestState = 'open' | 'closed' | 'all';

const FILTER = [
  { value: 'open', label: 'Ждут решения' },
  { value: 'closed', label: 'Рассмотренные' },
  { value: 'all', label: 'Все' },
];

const stateOf = (value: string | undefined): RequestState =>
  value === 'closed' || value === 'all' ? value : 'open';

/** The queue's page, size and state from the cabinet's query (`type` holds the state). */
export const useRequestQueueSearch = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  return {
    scope,
    search,
    setSearch,
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    state: stateOf(search.type),
  };
};

/**
 * A queue of riders' requests (issue 34: disputed results, merge requests): the state filter, the
 * table with its loading, error and empty states, the rows' actions in the last column, and the pager.
 * The view gives its columns' headers and its rows, and its dialogs as children.
 */
export const RequestQueue = <Item,>({
  list,
  minWidth,
  head,
  row,
  children,
}: {
  list: UseQueryResult<{ items: Item[]; totalCount: number }>;
  minWidth: number;
  /** The headers of the columns before the actions'. */
  head: ReactNode;
  row: (item: Item) => ReactNode;
  children?: ReactNode;
}) => {
  const { scope, setSearch, page, size, state } = useRequestQueueSearch();
  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Какие запросы показать"
        data={FILTER}
        value={state}
        onChange={(value) => setSearch({ type: value === 'open' ? undefined : value })}
        w={{ base: '100%', xs: 'auto' }}
      />
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={state === 'open' ? 'Нет запросов, ждущих решения' : 'Нет запросов'} />
      ) : (
        <>
          <CabinetTable minWidth={minWidth}>
            <Table.Thead>
              <Table.Tr>
                {head}
                <Table.Th>
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{list.data.items.map(row)}</Table.Tbody>
          </CabinetTable>
          <Pager
            page={page}
            size={size}
            totalCount={list.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      {children}
    </Stack>
  );
};
