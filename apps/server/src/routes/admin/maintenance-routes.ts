import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditRecordDetailsSchema,
  auditRecordQuerySchema,
  CLEANUP_TITLES,
  cleanupQuerySchema,
  cleanupReportSchema,
  idParamsSchema,
  normalizeParticipantNameQuerySchema,
  pagedAuditRequestSchema,
  pagedAuditResponseSchema,
  undoReportSchema,
  type CleanupAction,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import { runCleanup } from '../../domain/admin-maintenance/run-cleanup.js';
import { getAuditRecord } from '../../domain/audit/get-audit-record.js';
import { listAuditRecords } from '../../domain/audit/list-audit-records.js';
import { undoAuditRecord } from '../../domain/audit/undo-audit-record.js';
import { personalRead, writes } from '../../plugins/cache-class.js';
import { withErrors } from '../http.js';

const TAGS = ['Обслуживание данных'];

/** What a clean-up of riders may change: their records, results, starts, accounts and followers. */
const CLEANUP_CHANGES = writes('rider', 'season', 'protocol', 'club', 'startList', 'user', 'follows');
const DRY_RUN_NOTE =
  'С `?dryRun=true` ничего не меняет и перечисляет, что изменится; без него применяет ровно это же, записывает в журнал (до и после) и запускает пересчёт затронутых сезонов. Отмена — POST /v1/Admin/audit/{id}/undo.';

/** The clean-ups whose only parameter is the dry-run flag: method, path and action. */
const CLEANUPS: { method: 'patch' | 'delete'; path: string; action: CleanupAction }[] = [
  { method: 'patch', path: 'clear-participant-clubs', action: 'clearParticipantClubs' },
  {
    method: 'patch',
    path: 'add-participants-name-transliteration',
    action: 'addParticipantsNameTransliteration',
  },
  {
    method: 'patch',
    path: 'participants-created-on-to-add-role-request-date',
    action: 'participantsCreatedOnToAddRoleRequestDate',
  },
  {
    method: 'patch',
    path: 'participants-created-on-to-first-protocol-date',
    action: 'participantsCreatedOnToFirstProtocolDate',
  },
  { method: 'delete', path: 'remove-participant-duplicates', action: 'removeParticipantDuplicates' },
  { method: 'delete', path: 'swapped-name-participants', action: 'swappedNameParticipants' },
  {
    method: 'delete',
    path: 'unprotocoled-userless-participants',
    action: 'unprotocoledUserlessParticipants',
  },
];

/** The administrators' data clean-ups (part 2 §7.7), their dry run, the audit and undo. */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/v1/Admin/normalize-participant-name',
    {
      config: { access: 'admin', cache: CLEANUP_CHANGES },
      schema: {
        tags: TAGS,
        summary: CLEANUP_TITLES.normalizeParticipantName,
        description: `participantId — один участник; без него — все. ${DRY_RUN_NOTE}`,
        querystring: normalizeParticipantNameQuerySchema,
        response: withErrors({ 200: cleanupReportSchema }),
      },
    },
    async (request) =>
      runCleanup(app.ctx, requireUser(request.user), 'normalizeParticipantName', {
        dryRun: request.query.dryRun,
        participantId: request.query.participantId,
      }),
  );

  for (const cleanup of CLEANUPS) {
    app[cleanup.method](
      `/v1/Admin/${cleanup.path}`,
      {
        config: { access: 'admin', cache: CLEANUP_CHANGES },
        schema: {
          tags: TAGS,
          summary: CLEANUP_TITLES[cleanup.action],
          description: DRY_RUN_NOTE,
          querystring: cleanupQuerySchema,
          response: withErrors({ 200: cleanupReportSchema }),
        },
      },
      async (request) =>
        runCleanup(app.ctx, requireUser(request.user), cleanup.action, { dryRun: request.query.dryRun }),
    );
  }

  app.post(
    '/v1/Admin/paged-audit',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Журнал изменений данных: очистки, объединения, поправки рейтинга и их отмены, новые сверху',
        body: pagedAuditRequestSchema,
        response: withErrors({ 200: pagedAuditResponseSchema }),
      },
    },
    async (request) => listAuditRecords(app.ctx, request.body),
  );

  app.get(
    '/v1/Admin/audit/:id',
    {
      config: { access: 'admin', cache: personalRead },
      schema: {
        tags: TAGS,
        summary: 'Запись журнала с затронутыми участниками, постранично',
        params: idParamsSchema,
        querystring: auditRecordQuerySchema,
        response: withErrors({ 200: auditRecordDetailsSchema }),
      },
    },
    async (request) => getAuditRecord(app.ctx, request.params.id, request.query),
  );

  app.post(
    '/v1/Admin/audit/:id/undo',
    {
      config: {
        access: 'admin',
        // Undoes a clean-up, a merge or a rating correction.
        cache: CLEANUP_CHANGES,
      },
      schema: {
        tags: TAGS,
        summary: 'Отменить применённое действие: вернуть строки как были (409, если их изменили после)',
        params: idParamsSchema,
        response: withErrors({ 200: undoReportSchema }),
      },
    },
    async (request) => undoAuditRecord(app.ctx, requireUser(request.user), request.params.id),
  );
};
