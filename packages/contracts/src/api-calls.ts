import type { FileData, FormOf, Json, JsonOf, NoRequest, QueryOf } from './api-call-types.js';
import type { CabinetEventCalls } from './api-calls-cabinet-events.js';
import type { CabinetProtocolCalls } from './api-calls-cabinet-protocols.js';
import type { CabinetClusterCalls } from './api-calls-cabinet-clusters.js';
import type { CabinetConfigCalls } from './api-calls-cabinet-configs.js';
import type { UploadCalls } from './api-calls-upload.js';
import type { StartListCalls } from './api-calls-start-lists.js';
import type { AdminCalls } from './api-calls-admin.js';
import type { AdminContentCalls } from './api-calls-admin-content.js';
import type { AdminRiderCalls } from './api-calls-admin-riders.js';
import type { FeedbackCalls } from './api-calls-feedback.js';
import type { TelegramChannelCalls } from './api-calls-telegram-channels.js';
import type { TelegramBotCalls } from './api-calls-telegram-bot.js';
import type { NotificationDeliveryCalls } from './api-calls-notification-delivery.js';
import type { CabinetAdminCalls } from './api-calls-cabinet-admin.js';
import type { ClubCalls } from './clubs.js';
import type { ParticipantClaimCalls } from './api-calls-participant-claims.js';
import type { RiderRequestCalls } from './api-calls-rider-requests.js';
import type { ResultsLifecycleCalls } from './api-calls-results-lifecycle.js';
import type { headToHeadQuerySchema, headToHeadSchema } from './head-to-head.js';
import type { pagedClustersRequestSchema, pagedClustersResponseSchema } from './clusters.js';
import type {
  disciplinesResponseSchema,
  eventCalendarFeedQuerySchema,
  eventQuerySchema,
  eventSchema,
  pagedEventsRequestSchema,
  pagedEventsResponseSchema,
} from './events.js';
import type {
  botStartLinkByRequestQuerySchema,
  externalLoginQuerySchema,
  externalLoginResponseSchema,
  externalSystemLinksQuerySchema,
  externalSystemLinksResponseSchema,
  stravaLoginQuerySchema,
  stravaRegisterQuerySchema,
} from './external.js';
import type { fileBase64ResponseSchema, fileIdParamsSchema } from './geo.js';
import type { runningLineTitlesResponseSchema } from './news.js';
import type { organizersListResponseSchema } from './organizers.js';
import type {
  editDocumentsRequestSchema,
  setDocumentStatusRequestSchema,
  uploadFileFormSchema,
  uploadedFileSchema,
} from './participant-documents.js';
import type {
  editParticipantInfoFormSchema,
  participantDocumentsSchema,
  participantInfoQuerySchema,
  participantProfileSchema,
  participantProtocolsRequestSchema,
  participantProtocolsResponseSchema,
  qrCodeQuerySchema,
  seasonProgressQuerySchema,
  seasonProgressSchema,
  yearResultsRequestSchema,
  yearResultsSchema,
} from './participants.js';
import type {
  pagedShortInfoRequestSchema,
  pagedShortInfoResponseSchema,
  protocolQuerySchema,
  protocolViewSchema,
} from './protocol-views.js';
import type { placeHistoryQuerySchema, placeHistorySchema } from './place-history.js';
import type {
  finalRatingRequestSchema,
  finalRatingResponseSchema,
  pagedResultsRequestSchema,
  pagedResultsResponseSchema,
  participantRatingPageRequestSchema,
  ratingFilterSchema,
  ratingPageSchema,
} from './statistics.js';
import type {
  createdAddRoleRequestSchema,
  authResultSchema,
  confirmEmailQuerySchema,
  createAddRoleRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  changePasswordRequestSchema,
} from './users.js';

/*
 * The map of calls: `METHOD /path` → what a client sends and what the call answers, inferred from
 * the schemas the server validates with. Types only: importing it costs a client nothing at run
 * time. A client binds each call to its types once (apps/web/src/lib/api-client.ts), so a path with
 * the wrong body, query or answer does not compile.
 *
 * A request has up to four parts: `params` (the `{name}` parts of the path), `query`, `body` (JSON)
 * or `form` (multipart). A response is the parsed JSON, or for calls that do not answer JSON:
 * `boolean` (the text true or false), `string` (a text such as a link or an SVG) or `FileData` (a file).
 */

type PublicCalls = {
  // Accounts and sign-in (part 1 §4, §7).
  'GET /v1/User/get-current': { request: NoRequest; response: Json<typeof currentUserSchema> };
  'POST /v1/User/login': {
    request: { body: JsonOf<typeof loginRequestSchema> };
    response: Json<typeof authResultSchema>;
  };
  'POST /v1/User/register': { request: { body: JsonOf<typeof registerRequestSchema> }; response: boolean };
  'GET /v1/User/confirm-email': {
    request: { query: QueryOf<typeof confirmEmailQuerySchema> };
    response: boolean;
  };
  'GET /v1/User/forgot-password/{email}': { request: { params: { email: string } }; response: boolean };
  'POST /v1/User/reset-password': {
    request: { body: JsonOf<typeof resetPasswordRequestSchema> };
    response: boolean;
  };
  'DELETE /v1/User/delete-current': { request: NoRequest; response: boolean };
  /** Beyond the catalogue: 'Выйти на всех устройствах' ends every session of the caller. */
  'POST /v1/User/logout-everywhere': { request: NoRequest; response: boolean };
  /** Beyond the catalogue (issue 36): a new password for a signed-in user; answers a new session. */
  'POST /v1/User/change-password': {
    request: { body: JsonOf<typeof changePasswordRequestSchema> };
    response: Json<typeof authResultSchema>;
  };
  /** The spec sends the id in the query and in the body (the server reads the query). */
  'PATCH /v1/User/favorites-event': {
    request: { query: { eventId: number }; body: { eventId: number } };
    response: boolean;
  };
  'PATCH /v1/User/favorites-participant': {
    request: { query: { participantId: number }; body: { participantId: number } };
    response: boolean;
  };
  'POST /v1/AddRoleRequest': {
    request: { body: JsonOf<typeof createAddRoleRequestSchema> };
    response: Json<typeof createdAddRoleRequestSchema>;
  };
  'GET /v1/ExternalSystem/external-system-links': {
    request: { query?: QueryOf<typeof externalSystemLinksQuerySchema> };
    response: Json<typeof externalSystemLinksResponseSchema>;
  };
  'GET /v1/ExternalSystem/login-participant-by-strava': {
    request: { query: QueryOf<typeof stravaLoginQuerySchema> };
    response: Json<typeof externalLoginResponseSchema>;
  };
  'GET /v1/ExternalSystem/login-yandex': {
    request: { query: QueryOf<typeof externalLoginQuerySchema> };
    response: Json<typeof externalLoginResponseSchema>;
  };
  'GET /v1/ExternalSystem/login-vk': {
    request: { query: QueryOf<typeof externalLoginQuerySchema> };
    response: Json<typeof externalLoginResponseSchema>;
  };
  'GET /v1/ExternalSystem/login-bank': {
    request: { query: QueryOf<typeof externalLoginQuerySchema> };
    response: Json<typeof externalLoginResponseSchema>;
  };
  'GET /v1/ExternalSystem/register-participant-by-strava': {
    request: { query: QueryOf<typeof stravaRegisterQuerySchema> };
    response: boolean;
  };
  'GET /v1/TelegramBot/start-link-by-current-user': { request: NoRequest; response: string };
  'GET /v1/TelegramBot/start-link-by-add-role-request-id': {
    request: { query: QueryOf<typeof botStartLinkByRequestQuerySchema> };
    response: string;
  };

  // Public reads (part 1 §2.4–2.8, §7).
  'POST /v1/Statistic/paged-rating': {
    request: { body: JsonOf<typeof ratingFilterSchema> };
    response: Json<typeof ratingPageSchema>;
  };
  'POST /v1/ParticipantRating/participant-rating-page': {
    request: { body: JsonOf<typeof participantRatingPageRequestSchema> };
    response: number;
  };
  'POST /v1/Statistic/participants-final-rating': {
    request: { body: JsonOf<typeof finalRatingRequestSchema> };
    response: Json<typeof finalRatingResponseSchema>;
  };
  'POST /v1/Statistic/rating-csv': {
    request: { body: JsonOf<typeof ratingFilterSchema> };
    response: FileData;
  };
  'POST /v1/Statistic/paged-results': {
    request: { body: JsonOf<typeof pagedResultsRequestSchema> };
    response: Json<typeof pagedResultsResponseSchema>;
  };
  'GET /v1/Protocol/{id}': {
    request: { params: { id: number }; query?: QueryOf<typeof protocolQuerySchema> };
    response: Json<typeof protocolViewSchema>;
  };
  'POST /v1/Protocol/paged-short-info': {
    request: { body: JsonOf<typeof pagedShortInfoRequestSchema> };
    response: Json<typeof pagedShortInfoResponseSchema>;
  };
  'POST /v1/Event/paged': {
    request: { body: JsonOf<typeof pagedEventsRequestSchema> };
    response: Json<typeof pagedEventsResponseSchema>;
  };
  'GET /v1/Event/{id}': {
    request: { params: { id: number }; query?: QueryOf<typeof eventQuerySchema> };
    response: Json<typeof eventSchema>;
  };
  /** The iCalendar feed (text/calendar); the web app links to it rather than reading it. */
  'GET /v1/Event/calendar.ics': {
    request: { query?: QueryOf<typeof eventCalendarFeedQuerySchema> };
    response: string;
  };
  'GET /v1/Event/disciplines': { request: NoRequest; response: Json<typeof disciplinesResponseSchema> };
  'GET /v1/EventOrganizer/list': { request: NoRequest; response: Json<typeof organizersListResponseSchema> };
  'POST /v1/Cluster/paged': {
    request: { body: JsonOf<typeof pagedClustersRequestSchema> };
    response: Json<typeof pagedClustersResponseSchema>;
  };
  'GET /v1/News/titles-for-running-line': {
    request: NoRequest;
    response: Json<typeof runningLineTitlesResponseSchema>;
  };

  // The participant profile and documents (part 2 §7.1, §7.2).
  'GET /v1/Participant/participant-info': {
    request: { query: QueryOf<typeof participantInfoQuerySchema> };
    response: Json<typeof participantProfileSchema>;
  };
  'GET /v1/Participant/participant-lk': {
    request: { query?: { year?: number | undefined } };
    response: Json<typeof participantProfileSchema>;
  };
  'POST /v1/Participant/participant-protocols': {
    request: { body: JsonOf<typeof participantProtocolsRequestSchema> };
    response: Json<typeof participantProtocolsResponseSchema>;
  };
  'GET /v1/Participant/season-progress': {
    request: { query: QueryOf<typeof seasonProgressQuerySchema> };
    response: Json<typeof seasonProgressSchema>;
  };
  'GET /v1/Participant/place-history': {
    request: { query: QueryOf<typeof placeHistoryQuerySchema> };
    response: Json<typeof placeHistorySchema>;
  };
  'GET /v1/Participant/head-to-head': {
    request: { query: QueryOf<typeof headToHeadQuerySchema> };
    response: Json<typeof headToHeadSchema>;
  };
  /** An SVG image, read as text. */
  'GET /v1/Participant/participant-qr-code-svg': {
    request: { query: QueryOf<typeof qrCodeQuerySchema> };
    response: string;
  };
  'POST /v1/Participant/year-results': {
    request: { body: JsonOf<typeof yearResultsRequestSchema> };
    response: Json<typeof yearResultsSchema>;
  };
  'POST /v1/Participant/edit-participant-info': {
    request: { form: FormOf<typeof editParticipantInfoFormSchema> & { photo?: FileData } };
    response: Json<typeof participantProfileSchema>;
  };
  'POST /v1/Participant/edit-documents': {
    request: { body: JsonOf<typeof editDocumentsRequestSchema> };
    response: Json<typeof participantDocumentsSchema>;
  };
  'POST /v1/Admin/set-participant-document-status': {
    request: { body: JsonOf<typeof setDocumentStatusRequestSchema> };
    response: Json<typeof participantDocumentsSchema>;
  };
  'POST /v1/File': {
    request: { form: FormOf<typeof uploadFileFormSchema> & { file: FileData } };
    response: Json<typeof uploadedFileSchema>;
  };
  'GET /v1/File/{id}': { request: { params: Json<typeof fileIdParamsSchema> }; response: FileData };
  'GET /v1/File/{id}/base64': {
    request: { params: Json<typeof fileIdParamsSchema> };
    response: Json<typeof fileBase64ResponseSchema>;
  };
};

/** Every call: the public site's and each area's (one file per area, so the areas grow apart). */
export type ApiCalls = PublicCalls &
  CabinetEventCalls &
  CabinetProtocolCalls &
  CabinetClusterCalls &
  CabinetConfigCalls &
  UploadCalls &
  AdminCalls &
  AdminContentCalls &
  AdminRiderCalls &
  FeedbackCalls &
  TelegramChannelCalls &
  TelegramBotCalls &
  NotificationDeliveryCalls &
  ClubCalls &
  StartListCalls &
  CabinetAdminCalls &
  ParticipantClaimCalls &
  RiderRequestCalls &
  ResultsLifecycleCalls;

export type { FileData, FormOf, JsonOf, NoRequest, QueryOf };

/** `METHOD /path` of every call in the map. */
export type ApiCall = keyof ApiCalls;
export type ApiRequest<K extends ApiCall> = ApiCalls[K]['request'];
export type ApiResponse<K extends ApiCall> = ApiCalls[K]['response'];
