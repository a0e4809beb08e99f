import type { CabinetSummary } from '@velo/contracts';
import type { ComponentType } from 'react';
import { apiJson } from '@/lib/api-client';
import type { ListDefinition } from '../kit/list-definition';

/*
 * The cabinets' views, declared once (issue 42): the navigation, the page and the route's loader
 * read this list. A new view joins with one entry: its name (the address's `viewType`), label,
 * group, the cabinets that show it, its code, and, when it has them, its list's definition (so the
 * loader reads its first page while its code loads) and its count.
 */

export type CabinetKind = 'org' | 'admin';

/** The administration's groups, by task (issue 42): people, content, races, data. */
export const CABINET_GROUPS = [
  { id: 'people', label: 'Люди' },
  { id: 'content', label: 'Содержимое' },
  { id: 'races', label: 'Гонки' },
  { id: 'data', label: 'Данные' },
] as const;
export type CabinetGroup = (typeof CABINET_GROUPS)[number]['id'];

type CountRead = (organizerId: number | null, signal: AbortSignal) => Promise<number>;

/**
 * A view's count in the navigation: what waits in its queue (one summary call gives the
 * administrators' queues; a queue both cabinets have, or one the summary does not answer, reads its
 * own small call for the organizer chosen), or its records' total (its own small call).
 */
export type ViewCount =
  | { kind: 'waiting'; of: keyof CabinetSummary; says: (count: number) => string }
  | { kind: 'queue'; read: CountRead; says: (count: number) => string }
  | { kind: 'total'; read: CountRead };

export type CabinetViewEntry = {
  name: string;
  label: string;
  group: CabinetGroup;
  cabinets: readonly CabinetKind[];
  /** The view's component, its own chunk. */
  load: () => Promise<ComponentType>;
  /** Its list's definition, for the route's loader. */
  list?: () => Promise<ListDefinition<unknown, string>>;
  count?: ViewCount;
};

const ONE = { page: 1, size: 1 };

type PageRead = (organizerId: number | null, signal: AbortSignal) => Promise<{ totalCount: number }>;

/** A total: one row asked for, the count read. */
const total = (read: PageRead) =>
  ({
    kind: 'total',
    read: async (organizerId, signal) => (await read(organizerId, signal)).totalCount,
  }) satisfies ViewCount;

/** A queue of its own: the waiting records' page of one row, its total read. */
const queue = (read: PageRead, says: (count: number) => string) =>
  ({
    kind: 'queue',
    read: async (organizerId, signal) => (await read(organizerId, signal)).totalCount,
    says,
  }) satisfies ViewCount;

const BOTH = ['org', 'admin'] as const;
const ADMIN = ['admin'] as const;

/** In the order the navigation shows them, group by group; the organizer's cabinet shows its five. */
export const CABINET_VIEWS: readonly CabinetViewEntry[] = [
  {
    name: 'users',
    label: 'Пользователи',
    group: 'people',
    cabinets: ADMIN,
    load: () => import('../users/users-view').then((module) => module.UsersView),
    list: () => import('../users/api/get-users').then((module) => module.usersList as never),
    count: { kind: 'waiting', of: 'waitingUsers', says: (count) => `${count} ждут подтверждения` },
  },
  {
    name: 'claims',
    label: 'Заявки на профили',
    group: 'people',
    cabinets: ADMIN,
    load: () => import('../claims/claims-view').then((module) => module.ClaimsView),
    count: queue(
      (_, signal) =>
        apiJson('POST /v1/Admin/paged-participant-claims', { body: { ...ONE, status: 'open' }, signal }),
      (count) => `${count} ждут проверки`,
    ),
  },
  {
    name: 'mergeRequests',
    label: 'Объединения',
    group: 'people',
    cabinets: ADMIN,
    load: () => import('../merge-requests/merge-requests-view').then((module) => module.MergeRequestsView),
    count: queue(
      (_, signal) =>
        apiJson('POST /v1/Admin/paged-merge-requests', { body: { ...ONE, state: 'open' }, signal }),
      (count) => `${count} ждут решения`,
    ),
  },
  {
    name: 'documents',
    label: 'Документы',
    group: 'people',
    cabinets: ADMIN,
    load: () => import('../documents/documents-view').then((module) => module.DocumentsView),
    list: () => import('../documents/api/get-document-queue').then((module) => module.documentsList as never),
    count: { kind: 'waiting', of: 'waitingDocuments', says: (count) => `${count} ждут проверки` },
  },
  {
    name: 'news',
    label: 'Новости',
    group: 'content',
    cabinets: ADMIN,
    load: () => import('../news/news-view').then((module) => module.NewsView),
    list: () => import('../news/api/get-news').then((module) => module.newsList as never),
    count: total((_, signal) => apiJson('POST /v1/News/paged', { body: ONE, signal })),
  },
  {
    name: 'notifications',
    label: 'Уведомления',
    group: 'content',
    cabinets: ADMIN,
    load: () => import('../notifications/notifications-view').then((module) => module.NotificationsView),
    list: () =>
      import('../notifications/api/get-notifications').then((module) => module.notificationsList as never),
    count: { kind: 'waiting', of: 'unreadNotifications', says: (count) => `${count} непрочитанных` },
  },
  {
    name: 'channels',
    label: 'Каналы',
    group: 'content',
    cabinets: ADMIN,
    load: () => import('../channels/channels-view').then((module) => module.ChannelsView),
    list: () =>
      import('../channels/api/get-telegram-channels').then((module) => module.channelsList as never),
    count: total((organizerId, signal) =>
      apiJson('POST /v1/TelegramChannel/paged', { body: { ...ONE, organizerId }, signal }),
    ),
  },
  {
    name: 'feedback',
    label: 'Обратная связь',
    group: 'content',
    cabinets: ADMIN,
    load: () => import('../feedback/feedback-view').then((module) => module.FeedbackView),
    list: () => import('../feedback/api/get-feedback').then((module) => module.feedbackList as never),
    count: { kind: 'waiting', of: 'newFeedback', says: (count) => `${count} новых` },
  },
  {
    name: 'organizers',
    label: 'Организаторы',
    group: 'races',
    cabinets: ADMIN,
    load: () => import('../organizers/organizers-view').then((module) => module.OrganizersView),
    list: () =>
      import('../organizers/api/get-organizers-page').then((module) => module.organizersList as never),
    count: total((_, signal) => apiJson('POST /v1/EventOrganizer/paged', { body: ONE, signal })),
  },
  {
    name: 'events',
    label: 'Мероприятия',
    group: 'races',
    cabinets: BOTH,
    load: () => import('../events/events-view').then((module) => module.EventsView),
    list: () => import('../events/api/get-events').then((module) => module.eventsList as never),
    count: total((organizerId, signal) =>
      apiJson('POST /v1/Event/paged-lk', { body: { ...ONE, organizerId }, signal }),
    ),
  },
  {
    name: 'protocols',
    label: 'Протоколы',
    group: 'races',
    cabinets: BOTH,
    load: () => import('../protocols/protocols-view').then((module) => module.ProtocolsView),
    list: () => import('../protocols/api/get-protocols').then((module) => module.protocolsList as never),
    count: total((organizerId, signal) =>
      apiJson('POST /v1/Protocol/paged-short-info', { body: { ...ONE, organizerId }, signal }),
    ),
  },
  {
    name: 'clusters',
    label: 'Кластеры',
    group: 'races',
    cabinets: BOTH,
    load: () => import('../clusters/clusters-view').then((module) => module.ClustersView),
    list: () => import('../clusters/api/get-clusters').then((module) => module.clustersList as never),
    count: total((organizerId, signal) =>
      apiJson('POST /v1/Cluster/paged-lk', { body: { ...ONE, organizerId }, signal }),
    ),
  },
  {
    name: 'configs',
    label: 'Конфигурации',
    group: 'races',
    cabinets: BOTH,
    load: () => import('../configs/configs-view').then((module) => module.ConfigsView),
    list: () => import('../configs/api/get-configs').then((module) => module.configsList as never),
    count: total((organizerId, signal) =>
      apiJson('POST /v1/ProtocolConfig/paged', { body: { ...ONE, organizerId }, signal }),
    ),
  },
  {
    name: 'disputes',
    label: 'Запросы участников',
    group: 'races',
    cabinets: BOTH,
    load: () => import('../disputes/disputes-view').then((module) => module.DisputesView),
    count: queue(
      (organizerId, signal) =>
        apiJson('POST /v1/ResultDispute/paged', { body: { ...ONE, state: 'open', organizerId }, signal }),
      (count) => `${count} ждут решения`,
    ),
  },
  {
    name: 'cleanups',
    label: 'Очистка данных',
    group: 'data',
    cabinets: ADMIN,
    load: () => import('../cleanups/cleanups-view').then((module) => module.CleanupsView),
  },
  {
    name: 'maintenance',
    label: 'Обслуживание',
    group: 'data',
    cabinets: ADMIN,
    load: () => import('../maintenance/maintenance-view').then((module) => module.MaintenanceView),
  },
  {
    name: 'imports',
    label: 'Импорт от партнёров',
    group: 'data',
    cabinets: ADMIN,
    load: () => import('../imports/imports-view').then((module) => module.ImportsView),
    list: () => import('../imports/api/get-sagas').then((module) => module.sagasList as never),
    count: { kind: 'waiting', of: 'failedImports', says: (count) => `${count} с ошибкой` },
  },
  {
    name: 'analytics',
    label: 'Аналитика',
    group: 'data',
    cabinets: ADMIN,
    load: () => import('../analytics/analytics-view').then((module) => module.AnalyticsView),
  },
];

/** The view a cabinet opens on when the address names none (or one it does not have). */
export const DEFAULT_VIEW: Record<CabinetKind, string> = { org: 'events', admin: 'events' };

/** The views of a cabinet, in the navigation's order. */
export const viewsOf = (kind: CabinetKind): readonly CabinetViewEntry[] =>
  CABINET_VIEWS.filter((entry) => entry.cabinets.includes(kind));

/** The view the address names, or the cabinet's default. */
export const viewOf = (kind: CabinetKind, name: string | undefined): CabinetViewEntry => {
  const views = viewsOf(kind);
  return (
    views.find((entry) => entry.name === name) ?? views.find((entry) => entry.name === DEFAULT_VIEW[kind])!
  );
};
