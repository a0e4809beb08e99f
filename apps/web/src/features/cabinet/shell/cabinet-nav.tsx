import { Badge, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
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
  /** A phone: the navigation is a menu. */
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
 * each with its count, as links (the view is in the address, so a view opens in a new tab too). On a
 * phone it is a menu under one button that names the open view. A cabinet of one group (the
 * organizer's) shows no group headings.
 */
export const CabinetNav = ({ kind, views, current, counts, organizerId, asMenu }: CabinetNavProps) => {
  const groups = groupsOf(views);
  const headed = groups.length > 1;
  const baseId = useId();
  const to = kind === 'admin' ? '/lk/admin' : '/lk/org';
  const searchOf = (view: CabinetViewEntry) => ({ viewType: view.name, organizerId }) as never;
  const waiting = [...counts.entries()].filter(([, count]) => count.waiting && count.value > 0);

  if (asMenu)
    return (
      <nav aria-label="Разделы кабинета">
        <Menu position="bottom-start" width="target" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              fullWidth
              justify="space-between"
              rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              aria-label={`Раздел: ${current.label}${waiting.length > 0 ? `, ждут: ${waiting.map(([, count]) => count.says).join(', ')}` : ''}`}
            >
              <span className={classes.menuLabel}>
                {current.label}
                {waiting.length > 0 ? (
                  <Badge size="sm" color="red" ml={8} aria-hidden="true">
                    {waiting.reduce((sum, [, count]) => sum + count.value, 0)}
                  </Badge>
                ) : null}
              </span>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {/* The list scrolls inside itself on a short screen; focusable, so a keyboard can
                scroll it too (axe: scrollable-region-focusable). */}
            <div className={classes.menuScroll} tabIndex={0} role="group" aria-label="Разделы">
              {groups.flatMap((group, index) => [
                index > 0 ? <Menu.Divider key={`${group.id}-divider`} /> : null,
                headed ? <Menu.Label key={`${group.id}-label`}>{group.label}</Menu.Label> : null,
                ...group.views.map((view) => (
                  <Menu.Item
                    key={view.name}
                    component={Link}
                    to={to}
                    search={searchOf(view)}
                    aria-current={view.name === current.name ? 'page' : undefined}
                    className={classes.menuItem}
                    rightSection={<CountMark count={counts.get(view.name)} />}
                  >
                    {view.label}
                  </Menu.Item>
                )),
              ])}
            </div>
          </Menu.Dropdown>
        </Menu>
      </nav>
    );

  return (
    <nav aria-label="Разделы кабинета" className={classes.nav}>
      {groups.map((group) => (
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
            >
              <span className={classes.label}>{view.label}</span>
              <CountMark count={counts.get(view.name)} />
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
};
