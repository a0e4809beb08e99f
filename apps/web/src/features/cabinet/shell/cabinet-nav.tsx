import { Badge, Button, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { CABINET_GROUPS, type CabinetKind, type CabinetViewEntry } from './cabinet-views';
import classes from './cabinet-nav.module.css';
import type { NavCount } from './use-nav-counts';

type CabinetNavProps = {
  kind: CabinetKind;
  views: readonly CabinetViewEntry[];
  current: CabinetViewEntry;
  counts: Map<string, NavCount>;
  /** The administrator's organizer filter, kept when the view changes (a view's own filters are not). */
  organizerId: number | undefined;
  /** A phone: the links open under one button. */
  asMenu: boolean;
};

/** A view's count: a queue's waiting count as a badge (red while something waits), a total dimmed. */
const CountMark = ({ count }: { count: NavCount | undefined }) => {
  if (!count) return null;
  if (count.waiting)
    return (
      <Badge
        size="sm"
        circle={false}
        variant={count.value > 0 ? 'filled' : 'light'}
        color={count.value > 0 ? 'red' : 'gray'}
        c={count.value > 0 ? undefined : 'gray.8'}
        aria-label={count.says}
        className={classes.count}
      >
        {count.value}
      </Badge>
    );
  return (
    <Badge
      size="sm"
      circle={false}
      variant="light"
      color="gray"
      c="gray.8"
      aria-label={count.says}
      className={classes.count}
    >
      {count.value}
    </Badge>
  );
};

const groupsOf = (views: readonly CabinetViewEntry[]) =>
  CABINET_GROUPS.map((group) => ({
    ...group,
    views: views.filter((view) => view.group === group.id),
  })).filter((group) => group.views.length > 0);

/**
 * The cabinet's navigation (issue 42): the views grouped by task (people, content, races, data),
 * each with its count, as links (the view is in the address, so a view opens in a new tab too). A
 * cabinet of one group (the organizer's) shows no group headings. On a phone the same links open
 * under one button that names the open view and what waits (a disclosure of links: site navigation,
 * not an ARIA menu of commands).
 */
export const CabinetNav = ({ kind, views, current, counts, organizerId, asMenu }: CabinetNavProps) => {
  const groups = groupsOf(views);
  const headed = groups.length > 1;
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const to = kind === 'admin' ? '/lk/admin' : '/lk/org';
  const searchOf = (view: CabinetViewEntry) => ({ viewType: view.name, organizerId }) as never;
  const waiting = [...counts.entries()].filter(([, count]) => count.waiting && count.value > 0);

  const lists = groups.map((group) => (
    <div
      key={group.id}
      className={classes.group}
      role={headed ? 'group' : undefined}
      aria-labelledby={headed ? `${baseId}-${group.id}` : undefined}
    >
      {headed ? (
        <Text id={`${baseId}-${group.id}`} className={classes.groupTitle}>
          {group.label}
        </Text>
      ) : null}
      {group.views.map((view) => (
        <Link
          key={view.name}
          to={to}
          search={searchOf(view)}
          className={classes.link}
          aria-current={view.name === current.name ? 'page' : undefined}
          data-active={view.name === current.name || undefined}
          onClick={() => setOpen(false)}
        >
          <span className={classes.label}>{view.label}</span>
          <CountMark count={counts.get(view.name)} />
        </Link>
      ))}
    </div>
  ));

  if (!asMenu)
    return (
      <nav aria-label="Разделы кабинета" className={classes.nav}>
        {lists}
      </nav>
    );
  // On a phone: one button that names the open view and what waits, opening the same links.
  const waitingTotal = waiting.reduce((sum, [, count]) => sum + count.value, 0);
  return (
    <nav aria-label="Разделы кабинета" className={classes.phoneNav}>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden="true"
            className={classes.chevron}
            data-open={open || undefined}
          />
        }
        aria-expanded={open}
        aria-controls={`${baseId}-views`}
        aria-label={`Раздел: ${current.label}${waiting.length > 0 ? `, ждут: ${waiting.map(([, count]) => count.says).join(', ')}` : ''}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={classes.menuLabel}>
          {current.label}
          {waitingTotal > 0 ? (
            <Badge size="sm" color="red" ml={8} aria-hidden="true">
              {waitingTotal}
            </Badge>
          ) : null}
        </span>
      </Button>
      <div id={`${baseId}-views`} className={classes.panel} hidden={!open}>
        {lists}
      </div>
    </nav>
  );
};
