import { Alert, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { useCurrentUser } from '@/hooks/use-current-user';
import { CabinetScopeProvider, listOrganizerId, scopeOf } from '../kit/cabinet-scope';
import { usePhoneLayout } from '../kit/use-phone-layout';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { ViewSkeleton } from '../kit/view-skeleton';
import { CabinetNav } from './cabinet-nav';
import { CABINET_VIEWS, viewOf, viewsOf, type CabinetKind } from './cabinet-views';
import classes from './cabinet-page.module.css';
import { useNavCounts } from './use-nav-counts';

export const UNCONFIRMED_NOTICE = 'Ваш аккаунт еще не подтвержден';
/** A confirmed rider whose request for the organizer role waits (a pending role counts as held, §6). */
export const PENDING_ROLE_NOTICE = 'Ваша заявка на роль организатора еще не рассмотрена';

/*
 * The route's loader comes with the page's own module: one file for the router to name, loaded once
 * for both (the first load's preload map carries every file name the router may import).
 */
export { prefetchCabinetView } from './prefetch-view';

/** Each view is its own chunk: a lazy component per view, made once. */
const VIEW_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  CABINET_VIEWS.map((entry) => [
    entry.name,
    lazy(() => entry.load().then((component) => ({ default: component }))),
  ]),
);

/**
 * A cabinet (part 2 §2.9): /lk/org for organizers (and administrators), /lk/admin for confirmed
 * administrators. A side navigation grouped by task, with each view's count (a menu on a phone),
 * beside the open view; the view, its filters, page, size and sort live in the query. An
 * unconfirmed account sees the views read-only (§2.8).
 */
export const CabinetPage = ({ kind }: { kind: CabinetKind }) => {
  const { user } = useCurrentUser();
  const { search, setSearch } = useCabinetSearch();
  const phone = usePhoneLayout();
  const views = viewsOf(kind);
  const current = viewOf(kind, search.viewType);
  const scope = useMemo(() => (user ? scopeOf(kind, user) : null), [kind, user]);
  const organizerId = scope ? (listOrganizerId(scope, search.organizerId) ?? null) : null;
  const counts = useNavCounts(views, scope, organizerId);

  // The guard let the user in; the current user is loading or being refreshed.
  if (!scope) return <ViewSkeleton />;
  const View = VIEW_COMPONENTS[current.name]!;

  return (
    <CabinetScopeProvider value={scope}>
      <Stack gap="md" className={classes.page}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {kind === 'admin' ? 'Кабинет администратора' : 'Кабинет организатора'}
          </Title>
          {scope.isAdmin && !scope.readOnly ? (
            <OrganizerSelect
              className={classes.organizer}
              value={search.organizerId}
              onChange={(organizerId) => setSearch({ organizerId })}
            />
          ) : null}
        </Group>
        {scope.readOnly ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} role="status">
            {user?.isConfirmed ? PENDING_ROLE_NOTICE : UNCONFIRMED_NOTICE}
          </Alert>
        ) : null}
        <div className={classes.layout}>
          <CabinetNav
            kind={kind}
            views={views}
            current={current}
            counts={counts}
            organizerId={search.organizerId}
            asMenu={phone}
          />
          <div className={classes.view}>
            <Title order={2} size="h3" className={classes.viewTitle}>
              {current.label}
            </Title>
            <Suspense fallback={<ViewSkeleton />}>
              <View key={current.name} />
            </Suspense>
          </div>
        </div>
      </Stack>
    </CabinetScopeProvider>
  );
};

export const OrganizerCabinetPage = () => <CabinetPage kind="org" />;
export const AdminCabinetPage = () => <CabinetPage kind="admin" />;
