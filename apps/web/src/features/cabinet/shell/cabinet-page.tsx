import { Alert, Badge, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { useCurrentUser } from '@/hooks/use-current-user';
import { CabinetScopeProvider, listOrganizerId, type CabinetScope } from '../kit/cabinet-scope';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { ADMIN_VIEWS, ORGANIZER_VIEWS, type CabinetView } from '../search';
import { useViewCounts } from './api/get-view-counts';
import classes from './cabinet-page.module.css';

/** Each view is its own chunk: a cabinet loads the view it shows. */
const VIEWS: Record<CabinetView, ComponentType> = {
  events: lazy(() => import('../events/events-view').then((module) => ({ default: module.EventsView }))),
  protocols: lazy(() =>
    import('../protocols/protocols-view').then((module) => ({ default: module.ProtocolsView })),
  ),
  clusters: lazy(() =>
    import('../clusters/clusters-view').then((module) => ({ default: module.ClustersView })),
  ),
  configs: lazy(() => import('../configs/configs-view').then((module) => ({ default: module.ConfigsView }))),
  users: lazy(() => import('../users/users-view').then((module) => ({ default: module.UsersView }))),
  claims: lazy(() => import('../claims/claims-view').then((module) => ({ default: module.ClaimsView }))),
  documents: lazy(() =>
    import('../documents/documents-view').then((module) => ({ default: module.DocumentsView })),
  ),
  notifications: lazy(() =>
    import('../notifications/notifications-view').then((module) => ({ default: module.NotificationsView })),
  ),
  feedback: lazy(() =>
    import('../feedback/feedback-view').then((module) => ({ default: module.FeedbackView })),
  ),
  news: lazy(() => import('../news/news-view').then((module) => ({ default: module.NewsView }))),
  organizers: lazy(() =>
    import('../organizers/organizers-view').then((module) => ({ default: module.OrganizersView })),
  ),
  channels: lazy(() =>
    import('../channels/channels-view').then((module) => ({ default: module.ChannelsView })),
  ),
  analytics: lazy(() =>
    import('../analytics/analytics-view').then((module) => ({ default: module.AnalyticsView })),
  ),
  cleanups: lazy(() =>
    import('../cleanups/cleanups-view').then((module) => ({ default: module.CleanupsView })),
  ),
  maintenance: lazy(() =>
    import('../maintenance/maintenance-view').then((module) => ({ default: module.MaintenanceView })),
  ),
  disputes: lazy(() =>
    import('../disputes/disputes-view').then((module) => ({ default: module.DisputesView })),
  ),
  mergeRequests: lazy(() =>
    import('../merge-requests/merge-requests-view').then((module) => ({ default: module.MergeRequestsView })),
  ),
};

const VIEW_LABELS: Record<CabinetView, string> = {
  events: 'Мероприятия',
  protocols: 'Протоколы',
  clusters: 'Кластеры',
  configs: 'Конфигурации',
  users: 'Пользователи',
  claims: 'Заявки на профили',
  documents: 'Документы',
  notifications: 'Уведомления',
  feedback: 'Обратная связь',
  news: 'Новости',
  organizers: 'Организаторы',
  channels: 'Каналы',
  analytics: 'Аналитика',
  cleanups: 'Очистка данных',
  maintenance: 'Обслуживание',
  disputes: 'Запросы участников',
  mergeRequests: 'Объединения',
};

/** What a tab's badge counts, for screen readers: the queues say what waits. */
const countLabel = (view: CabinetView, count: number): string =>
  view === 'users'
    ? `${count} ждут подтверждения`
    : view === 'documents' || view === 'claims'
      ? `${count} ждут проверки`
      : view === 'notifications'
        ? `${count} непрочитанных`
        : view === 'feedback'
          ? `${count} новых`
          : view === 'disputes' || view === 'mergeRequests'
            ? `${count} ждут решения`
            : `${count} записей`;

export const UNCONFIRMED_NOTICE = 'Ваш аккаунт еще не подтвержден';
/** A confirmed rider whose request for the organizer role waits (a pending role counts as held, §6). */
export const PENDING_ROLE_NOTICE = 'Ваша заявка на роль организатора еще не рассмотрена';

/** A list's place while its code or first page loads. */
export const ViewSkeleton = () => (
  <Stack gap="xs" aria-busy="true" aria-label="Загрузка">
    <Skeleton height={36} />
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} height={44} />
    ))}
  </Stack>
);

/**
 * A cabinet (part 2 §2.9): /lk/org for organizers (and administrators), /lk/admin for confirmed
 * administrators. The navigation between the views shows each one's count; the view, its filters,
 * page, size and sort live in the query. An unconfirmed account sees the views read-only (§2.8).
 */
export const CabinetPage = ({ kind }: { kind: 'org' | 'admin' }) => {
  const { user } = useCurrentUser();
  const { search, setSearch } = useCabinetSearch();
  const navigate = useNavigate();
  const views = kind === 'admin' ? ADMIN_VIEWS : ORGANIZER_VIEWS;
  const view: CabinetView = search.viewType ?? views[0];

  const scope = useMemo<CabinetScope | null>(
    () =>
      user && {
        kind,
        isAdmin: user.roleNames.includes('Admin'),
        ownOrganizerId: user.organizerId,
        // Also a rider whose organizer role is only requested: the server refuses the lists too.
        readOnly:
          !user.isConfirmed || !user.roleNames.some((role) => role === 'Organizer' || role === 'Admin'),
        user,
      },
    [kind, user],
  );
  const organizerId = scope ? (listOrganizerId(scope, search.organizerId) ?? null) : null;
  // An unconfirmed account reads nothing: the server refuses it (403 would send it home).
  const counts = useViewCounts(scope && !scope.readOnly ? views : [], organizerId);

  // The guard let the user in; the current user is loading or being refreshed.
  if (!scope) return <ViewSkeleton />;
  const View = VIEWS[view];

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
        <Tabs
          value={view}
          keepMounted={false}
          onChange={(next) => {
            // A view's own filters and paging do not carry over; the organizer filter does.
            if (next && next !== view)
              void navigate({
                to: '.',
                search: { viewType: next as CabinetView, organizerId: search.organizerId },
              });
          }}
        >
          <Tabs.List className={classes.tabs}>
            {views.map((name, index) => (
              <Tabs.Tab
                key={name}
                value={name}
                className={classes.tab}
                rightSection={
                  counts[index] == null ? null : (
                    <Badge
                      size="sm"
                      variant="light"
                      circle={false}
                      aria-label={countLabel(name, counts[index])}
                    >
                      {counts[index]}
                    </Badge>
                  )
                }
              >
                {VIEW_LABELS[name]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Suspense fallback={<ViewSkeleton />}>
          <View key={view} />
        </Suspense>
      </Stack>
    </CabinetScopeProvider>
  );
};

export const OrganizerCabinetPage = () => <CabinetPage kind="org" />;
export const AdminCabinetPage = () => <CabinetPage kind="admin" />;
