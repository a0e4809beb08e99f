import type { z } from 'zod';
import type { FileData, FormOf, Json, JsonOf, NoRequest, QueryOf } from './api-call-types.js';
import type {
  AnalyticsRequest,
  participantsAdditionSchema,
  protocolsAdditionSchema,
  usersAdditionSchema,
} from './analytics.js';
import type {
  createNewsRequestSchema,
  newsSchema,
  pagedNewsRequestSchema,
  pagedNewsResponseSchema,
  updateNewsRequestSchema,
} from './news.js';
import type {
  createOrganizerFormSchema,
  deleteOrganizerQuerySchema,
  organizerSchema,
  pagedOrganizersRequestSchema,
  pagedOrganizersResponseSchema,
  updateOrganizerFormSchema,
  updateOrganizerPictureFormSchema,
} from './organizers.js';
import type { organizerUsersQuerySchema, suggestUserQuerySchema, userSuggestionSchema } from './users.js';
import type {
  auditRecordDetailsSchema,
  auditRecordQuerySchema,
  cleanupQuerySchema,
  cleanupReportSchema,
  normalizeParticipantNameQuerySchema,
  pagedAuditRequestSchema,
  pagedAuditResponseSchema,
  undoReportSchema,
} from './admin-maintenance.js';
import type { jobSchema } from './protocol-upload.js';
import type { staleSeasonSchema } from './statistics.js';
import type { updateEventsWeatherResponseSchema } from './weather.js';

/*
 * Entries as in api-calls.ts, built from ./api-call-types.js:
 * `'POST /v1/X/y': { request: { body: JsonOf<typeof xSchema> }; response: Json<typeof ySchema> }`.
 */

/** A clean-up: `?dryRun=true` lists what it would change; without it, it applies exactly that. */
type CleanupCall<Q extends z.ZodType = typeof cleanupQuerySchema> = {
  request: { query: QueryOf<Q> };
  response: Json<typeof cleanupReportSchema>;
};

/** A range of years, both included (left out: from the first year with records to the current one). */
type AnalyticsBody = { body: NonNullable<AnalyticsRequest> };

/** The administration cabinet's news, organizers, analytics, clean-ups and maintenance views (part 2 §2.9, §7.5–7.8). */
export type AdminContentCalls = {
  /** A background job's progress (recalculations, weather, batch deletes): every cabinet view polls it. */
  'GET /v1/Job/{id}': { request: { params: { id: number } }; response: Json<typeof jobSchema> };
  'PATCH /v1/Statistic/recalculate-ratings': {
    request: { body: { year?: number | null } };
    response: Json<typeof jobSchema>;
  };
  'GET /v1/Statistic/stale-seasons': { request: NoRequest; response: Json<typeof staleSeasonSchema>[] };
  'GET /v1/Protocol/reprocess-protocols': {
    request: { query: { year: number } };
    response: Json<typeof jobSchema>;
  };
  'PATCH /v1/Admin/normalize-participant-name': CleanupCall<typeof normalizeParticipantNameQuerySchema>;
  'PATCH /v1/Admin/clear-participant-clubs': CleanupCall;
  'PATCH /v1/Admin/add-participants-name-transliteration': CleanupCall;
  'PATCH /v1/Admin/participants-created-on-to-add-role-request-date': CleanupCall;
  'PATCH /v1/Admin/participants-created-on-to-first-protocol-date': CleanupCall;
  'DELETE /v1/Admin/remove-participant-duplicates': CleanupCall;
  'DELETE /v1/Admin/swapped-name-participants': CleanupCall;
  'DELETE /v1/Admin/unprotocoled-userless-participants': CleanupCall;
  'POST /v1/Admin/paged-audit': {
    request: { body: JsonOf<typeof pagedAuditRequestSchema> };
    response: Json<typeof pagedAuditResponseSchema>;
  };
  'GET /v1/Admin/audit/{id}': {
    request: { params: { id: number }; query?: QueryOf<typeof auditRecordQuerySchema> };
    response: Json<typeof auditRecordDetailsSchema>;
  };
  'POST /v1/Admin/audit/{id}/undo': {
    request: { params: { id: number } };
    response: Json<typeof undoReportSchema>;
  };
  'PATCH /v1/Admin/update-events-weather': {
    request: NoRequest;
    response: Json<typeof updateEventsWeatherResponseSchema>;
  };
  'POST /v1/News/paged': {
    request: { body: JsonOf<typeof pagedNewsRequestSchema> };
    response: Json<typeof pagedNewsResponseSchema>;
  };
  'POST /v1/News': {
    request: { body: JsonOf<typeof createNewsRequestSchema> };
    response: Json<typeof newsSchema>;
  };
  'PUT /v1/News': {
    request: { body: JsonOf<typeof updateNewsRequestSchema> };
    response: Json<typeof newsSchema>;
  };
  'DELETE /v1/News/{id}': { request: { params: { id: number } }; response: boolean };
  'POST /v1/EventOrganizer/paged': {
    request: { body: JsonOf<typeof pagedOrganizersRequestSchema> };
    response: Json<typeof pagedOrganizersResponseSchema>;
  };
  'POST /v1/EventOrganizer/create': {
    request: { form: FormOf<typeof createOrganizerFormSchema> & { logo?: FileData } };
    response: Json<typeof organizerSchema>;
  };
  'PUT /v1/EventOrganizer/update': {
    request: { form: Partial<FormOf<typeof updateOrganizerFormSchema>> & { id: number; logo?: FileData } };
    response: Json<typeof organizerSchema>;
  };
  'POST /v1/EventOrganizer/update-picture': {
    request: { form: FormOf<typeof updateOrganizerPictureFormSchema> & { logo: FileData } };
    response: Json<typeof organizerSchema>;
  };
  'DELETE /v1/EventOrganizer/delete': {
    request: { query: QueryOf<typeof deleteOrganizerQuerySchema> };
    response: boolean;
  };
  'GET /v1/User/suggest-user': {
    request: { query: QueryOf<typeof suggestUserQuerySchema> };
    response: Json<typeof userSuggestionSchema>[];
  };
  'GET /v1/EventOrganizer/users': {
    request: { query: QueryOf<typeof organizerUsersQuerySchema> };
    response: Json<typeof userSuggestionSchema>[];
  };
  'POST /v1/Analytics/participants-addition-by-years': {
    request: AnalyticsBody;
    response: Json<typeof participantsAdditionSchema>;
  };
  'POST /v1/Analytics/protocols-addition-by-years': {
    request: AnalyticsBody;
    response: Json<typeof protocolsAdditionSchema>;
  };
  'POST /v1/Analytics/telegram-user-addition-by-years': {
    request: AnalyticsBody;
    response: Json<typeof usersAdditionSchema>;
  };
  'POST /v1/Analytics/user-registrations-by-years': {
    request: AnalyticsBody;
    response: Json<typeof usersAdditionSchema>;
  };
};
