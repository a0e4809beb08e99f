import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import classes from './sort-header.module.css';

export type SortState<F extends string> = { field: F; direction: 1 | -1 };

type SortHeaderProps<F extends string> = {
  field: F;
  label: string;
  sort: SortState<F>;
  /** The direction a first click sorts in (newest first for dates, say). */
  firstDirection?: 1 | -1;
  onSort: (next: SortState<F>) => void;
};

/** A sortable column's header: a button that sorts by it, then reverses; aria-sort says the state. */
export const SortHeader = <F extends string>({
  field,
  label,
  sort,
  firstDirection = 1,
  onSort,
}: SortHeaderProps<F>) => {
  const active = sort.field === field;
  const Icon = !active ? IconArrowsSort : sort.direction === 1 ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        className={classes.button}
        onClick={() =>
          onSort({ field, direction: active ? (sort.direction === 1 ? -1 : 1) : firstDirection })
        }
      >
        {label}
        <Icon size={14} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
};
