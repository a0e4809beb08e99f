import { Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { PAGE_SIZES, type PageSize } from '@velo/contracts/constants';
import { pageCount, pageWindow } from './page-window';
import { PlainSelect } from './plain-select';
import classes from './pager.module.css';
import { useViewportQuery } from '@/hooks/use-viewport-query';

type PagerProps = {
  page: number;
  size: number;
  totalCount: number;
  /** The address of a page (links can be opened in a new tab). */
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  /** What the rows are, for the summary: 'участников'. */
  label?: string;
  /** The page sizes offered (default 10, 20, 50, 100). */
  sizes?: readonly number[];
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Paging: first/previous/next/last and 5 page links (1 on extra-small and tablet screens), and
 * the page size 10, 20, 50 or 100 (spec part 1 §2.7, §9).
 */
export const Pager = ({
  page,
  size,
  totalCount,
  hrefOf,
  onPage,
  onSize,
  label = 'записей',
  sizes = PAGE_SIZES,
}: PagerProps) => {
  const wide = useViewportQuery('(min-width: 62em)', true);
  const total = pageCount(totalCount, size);
  const current = Math.min(page, total);
  const pages = pageWindow(current, total, wide ? 5 : 1);

  const go = (target: number) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (target !== current) onPage(target);
  };

  /** First, previous, next, last: inactive when they would not move. */
  const control = (target: number, icon: ReactNode, name: string) =>
    target < 1 || target > total || target === current ? (
      <span className={classes.control} aria-disabled="true" data-disabled title={name}>
        {icon}
      </span>
    ) : (
      <a href={hrefOf(target)} className={classes.control} aria-label={name} onClick={go(target)}>
        {icon}
      </a>
    );

  const pageLink = (target: number) => (
    <a
      key={target}
      href={hrefOf(target)}
      className={classes.control}
      aria-label={`Страница ${target}`}
      aria-current={target === current ? 'page' : undefined}
      data-active={target === current || undefined}
      onClick={go(target)}
    >
      {target}
    </a>
  );

  const first = (current - 1) * size + 1;
  const last = Math.min(current * size, totalCount);

  return (
    <div className={classes.pager}>
      <Text size="sm" c="dimmed" className={classes.summary}>
        {totalCount > 0 ? `${first}–${last} из ${totalCount} ${label}` : `0 ${label}`}
      </Text>
      <nav aria-label="Страницы" className={classes.pages}>
        {control(1, <IconChevronsLeft size={16} aria-hidden="true" />, 'Первая страница')}
        {control(current - 1, <IconChevronLeft size={16} aria-hidden="true" />, 'Предыдущая страница')}
        {pages.map(pageLink)}
        {control(current + 1, <IconChevronRight size={16} aria-hidden="true" />, 'Следующая страница')}
        {control(total, <IconChevronsRight size={16} aria-hidden="true" />, 'Последняя страница')}
      </nav>
      <PlainSelect
        size="xs"
        className={classes.size}
        aria-label="Строк на странице"
        value={String(size)}
        onChange={(value) => onSize(Number(value) as PageSize)}
        options={sizes.map((option) => ({ value: String(option), label: `по ${option}` }))}
      />
    </div>
  );
};
