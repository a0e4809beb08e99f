import { Button, Checkbox, Group, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { isValidElement, type ReactNode } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { CabinetTable } from './cabinet-table';
import classes from './cabinet-list.module.css';
import { pageHref } from './page-href';
import { RowActionLayout } from './row-action';
import { SortHeader } from './sort-header';
import type { CabinetListState } from './use-cabinet-list';
import { usePhoneLayout } from './use-phone-layout';
import { ViewSkeleton } from './view-skeleton';

/** A column of a cabinet list: its header, its cell, and what it is on a phone's card. */
export type CabinetColumn<T, F extends string = never> = {
  key: string;
  header: string;
  /** The header is for screen readers only (a logo column). */
  hiddenHeader?: boolean;
  /** The list sorts by this field when the header is pressed. */
  sortField?: F;
  align?: 'right';
  cell: (item: T) => ReactNode;
  /**
   * On a phone's card: the card's title (the first such column heads the card), a labelled field
   * (the default), a field across the card's width, or left out.
   */
  card?: 'title' | 'field' | 'wide' | 'none';
};

/** Rows chosen for a batch action (the protocols' delete): a checkbox per row and one for the page. */
export type ListSelection<T> = {
  selected: ReadonlySet<number>;
  idOf: (item: T) => number;
  onChange: (next: Set<number>) => void;
  /** The accessible name of a row's checkbox. */
  label: (item: T) => string;
  allLabel: string;
};

type CabinetListProps<T, F extends string> = {
  state: CabinetListState<T, F>;
  /** The rows, when the view shows more than the page's items (the configs' pinned default). */
  items?: readonly T[];
  rowKey: (item: T) => string | number;
  /** Columns; `false` or `null` leaves one out (the organizer column of organizers). */
  columns: readonly (CabinetColumn<T, F> | false | null)[];
  /** A row's actions (RowAction: icons in a table, labelled buttons on a card). */
  actions?: (item: T) => ReactNode;
  /** A row that stands out (an unread notification). */
  emphasis?: (item: T) => boolean;
  /** The text search bound to the address's `q`, or a search control of the view's own. */
  search?: { label: string; placeholder?: string; hiddenLabel?: boolean; width?: number } | ReactNode;
  filters?: ReactNode;
  /** The main action ('Добавить'), or a control of the view's own ('Загрузить протокол'). */
  add?: { label: string; onClick: () => void; icon?: ReactNode } | ReactNode;
  /** Above the toolbar (a notice). */
  above?: ReactNode;
  /** Between the toolbar and the list (the chosen rows' bar, a progress bar). */
  between?: ReactNode;
  /** The empty list's sentence (the spec's where it has one). */
  empty: string;
  /** What the rows are, for the pager's summary ('кластеров'). */
  pagerLabel?: string;
  /** The table's width below which it scrolls sideways in its box. */
  minWidth: number;
  selection?: ListSelection<T>;
  /** The view's dialogs. */
  children?: ReactNode;
};

const isColumn = <T, F extends string>(
  column: CabinetColumn<T, F> | false | null,
): column is CabinetColumn<T, F> => Boolean(column);

/**
 * A cabinet list (issue 40; ui.md 'lists first'): the search, the filters and the main action in
 * one toolbar, the pending, failed and empty states, the page as a table (a column of cards with
 * their actions below 768 px, issue 42), and the pager. The view gives its columns and actions;
 * its state comes from `useCabinetList`. An unconfirmed account sees the empty list and no toolbar.
 */
export const CabinetList = <T, F extends string = never>({
  state,
  items,
  rowKey,
  columns: allColumns,
  actions,
  emphasis,
  search,
  filters,
  add,
  above,
  between,
  empty,
  pagerLabel,
  minWidth,
  selection,
  children,
}: CabinetListProps<T, F>) => {
  const phone = usePhoneLayout();
  const { scope, query } = state;
  const columns = allColumns.filter(isColumn);
  const rows = items ?? query.data?.items ?? [];

  if (scope.readOnly) return <EmptyState title="Нет записей" />;

  const searchBox =
    search && !isValidElement(search) && typeof search === 'object' && 'label' in search ? (
      <TextInput
        label={search.hiddenLabel ? undefined : search.label}
        aria-label={search.hiddenLabel ? search.label : undefined}
        placeholder={search.placeholder ?? search.label}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={state.text}
        onChange={(event) => state.onText(event.currentTarget.value)}
        w={{ base: '100%', xs: search.width ?? 300 }}
      />
    ) : (
      (search as ReactNode)
    );
  const addControl =
    add && !isValidElement(add) && typeof add === 'object' && 'onClick' in add ? (
      <Button leftSection={add.icon ?? <IconPlus size={16} aria-hidden="true" />} onClick={add.onClick}>
        {add.label}
      </Button>
    ) : (
      (add as ReactNode)
    );
  const toolbar =
    searchBox || filters || addControl ? (
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {searchBox}
          {filters}
        </Group>
        {addControl}
      </Group>
    ) : null;

  const allSelected = selection
    ? rows.length > 0 && rows.every((item) => selection.selected.has(selection.idOf(item)))
    : false;
  const toggle = (item: T) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const id = selection.idOf(item);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const rowCheckbox = (item: T) =>
    selection ? (
      <Checkbox
        aria-label={selection.label(item)}
        checked={selection.selected.has(selection.idOf(item))}
        onChange={() => toggle(item)}
      />
    ) : null;

  const table = (
    <CabinetTable minWidth={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th>
              <Checkbox
                aria-label={selection.allLabel}
                checked={allSelected}
                indeterminate={
                  !allSelected && rows.some((item) => selection.selected.has(selection.idOf(item)))
                }
                onChange={() =>
                  selection.onChange(allSelected ? new Set() : new Set(rows.map(selection.idOf)))
                }
              />
            </Table.Th>
          ) : null}
          {columns.map((column) =>
            column.sortField && state.sort ? (
              <SortHeader
                key={column.key}
                field={column.sortField}
                label={column.header}
                sort={state.sort}
                firstDirection={state.firstDirection(column.sortField)}
                onSort={state.onSort}
              />
            ) : column.hiddenHeader ? (
              <Table.Th key={column.key} pos="relative">
                <VisuallyHidden>{column.header}</VisuallyHidden>
              </Table.Th>
            ) : (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ),
          )}
          {actions ? (
            <Table.Th pos="relative">
              <VisuallyHidden>Действия</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-busy={query.isFetching}>
        {rows.map((item) => (
          <Table.Tr key={rowKey(item)} fw={emphasis?.(item) ? 600 : undefined}>
            {selection ? <Table.Td>{rowCheckbox(item)}</Table.Td> : null}
            {columns.map((column) => (
              <Table.Td key={column.key} ta={column.align}>
                {column.cell(item)}
              </Table.Td>
            ))}
            {actions ? (
              <Table.Td>
                <Group gap={2} wrap="nowrap" justify="flex-end">
                  {actions(item)}
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CabinetTable>
  );

  const cards = (
    <ul className={classes.cards} aria-busy={query.isFetching} aria-label="Записи">
      {rows.map((item) => {
        const titles = columns.filter((column) => column.card === 'title');
        const fields = columns.filter((column) => column.card !== 'title' && column.card !== 'none');
        return (
          <li key={rowKey(item)} className={classes.card} data-emphasis={emphasis?.(item) || undefined}>
            <RowActionLayout.Provider value="button">
              <div className={classes.cardHead}>
                <div className={classes.cardTitle}>
                  {titles.map((column) => (
                    <div key={column.key}>{column.cell(item)}</div>
                  ))}
                </div>
                {rowCheckbox(item)}
              </div>
              {fields.length > 0 ? (
                <dl className={classes.fields}>
                  {fields.map((column) => (
                    <div
                      key={column.key}
                      className={classes.field}
                      data-wide={column.card === 'wide' || undefined}
                    >
                      <dt>{column.header}</dt>
                      <dd>{column.cell(item)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {actions ? (
                <Group gap={6} wrap="wrap" className={classes.actions}>
                  {actions(item)}
                </Group>
              ) : null}
            </RowActionLayout.Provider>
          </li>
        );
      })}
    </ul>
  );

  return (
    <Stack gap="md">
      {above}
      {toolbar}
      {between}
      {query.isPending ? (
        <ViewSkeleton />
      ) : query.isError ? (
        <LoadError />
      ) : rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          {phone ? cards : table}
          {query.data && query.data.totalCount > 0 ? (
            <Pager
              page={state.page}
              size={state.size}
              totalCount={query.data.totalCount}
              label={pagerLabel}
              hrefOf={pageHref}
              onPage={state.onPage}
              onSize={state.onSize}
            />
          ) : null}
        </>
      )}
      {children}
    </Stack>
  );
};
