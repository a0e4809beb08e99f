import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctionPreviewRequestSchema,
  correctionPreviewSchema,
  correctionSavedSchema,
  extendProtestWindowRequestSchema,
  fixProtocolRowRequestSchema,
  idParamsSchema,
  makeOfficialRequestSchema,
  managedProtocolSchema,
  protestOptionsSchema,
  protestWindowQuerySchema,
  protestWindowSchema,
  protocolChangeSavedSchema,
  protocolLifecycleChangeSchema,
  protocolVersionsSchema,
  rowParamsSchema,
  saveCorrectionRequestSchema,
  setProtestWindowRequestSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
  versionParamsSchema,
} from '@velo/contracts';
import { requireUser } from '../../auth/policies.js';
import {
  extendProtestWindow,
  makeProtocolOfficial,
} from '../../domain/protocol-lifecycle/change-protest-window.js';
import {
  getProtestWindow,
  setProtestWindow,
} from '../../domain/protocol-lifecycle/protest-window-setting.js';
import {
  previewProtocolCorrection,
  saveProtocolCorrection,
} from '../../domain/protocol-versions/correct-protocol.js';
import { fixProtocolRow } from '../../domain/protocol-versions/fix-protocol-row.js';
import { getManagedProtocol } from '../../domain/protocol-versions/get-managed-protocol.js';
import {
  diffProtocolVersions,
  getVersionFile,
  listProtocolVersions,
} from '../../domain/protocol-versions/read-versions.js';
import { getProtestOptions } from '../../domain/result-disputes/protest-options.js';
import { personalRead, privateWrite, writes } from '../../plugins/cache-class.js';
import { fileAnswers, sendAttachment, withErrors } from '../http.js';
import { perAccountLimit } from '../rate-limits.js';
import { organizerRecordAction } from '../record-action.js';

const TAGS = ['Жизненный цикл результатов'];
const BEYOND = 'Вне спецификации (задача 38).';
const OWN = `${BEYOND} Организатор протокола или администратор.`;

/**
 * The read path (issue 35): a corrected upload or a fixed row changes the protocol, its event and
 * season, its riders before and after (noted by the use case), and a club named in a row (dropped
 * whole); making official or extending the window changes the provisional mark wherever the
 * protocol shows. The organizer's window setting and the cabinet's reads are nobody else's; a
 * protest changes only the open count the protocol lists show (rider-requests/dispute-routes.ts).
 */
const ROWS_CHANGE = writes('protocol', 'event', 'season', 'rider', 'club');
const MARK_CHANGE = writes('protocol', 'event', 'season', 'rider');

/**
 * Results that riders can trust (issue 38): the organizer's protest window and a protocol's way from
 * provisional to official, corrected uploads with their diff, a protocol's versions, and one row
 * fixed in place. Each route declares its rule; ownership is in the use cases.
 */
export const resultsLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const changeLimit = perAccountLimit(120, '1 minute');

  app.get(
    '/v1/Protocol/protest-window',
    {
      schema: {
        tags: TAGS,
        summary: 'Окно протестов организатора: сколько часов новые протоколы остаются предварительными',
        description: `${BEYOND} Администратор указывает организатора.`,
        querystring: protestWindowQuerySchema,
        response: withErrors({ 200: protestWindowSchema }),
      },
      config: { access: 'organizer', cache: personalRead },
    },
    async (request) => getProtestWindow(app.ctx, requireUser(request.user), request.query.organizerId),
  );

  app.put(
    '/v1/Protocol/protest-window',
    {
      schema: {
        tags: TAGS,
        summary: 'Задать окно протестов организатора (0 — результаты сразу официальные)',
        description: `${BEYOND} Действует для протоколов, загруженных после изменения.`,
        body: setProtestWindowRequestSchema,
        response: withErrors({ 200: protestWindowSchema }),
      },
      config: { access: 'organizer', cache: privateWrite, rateLimit: changeLimit },
    },
    async (request) => setProtestWindow(app.ctx, requireUser(request.user), request.body),
  );

  app.get(
    '/v1/Protocol/:id/manage',
    {
      schema: {
        tags: TAGS,
        summary: 'Протокол в кабинете: состояние, окно протестов, версия, строки с протестами',
        description: OWN,
        params: idParamsSchema,
        response: withErrors({ 200: managedProtocolSchema }),
      },
      config: { access: 'organizer', cache: personalRead },
    },
    async (request) => getManagedProtocol(app.ctx, requireUser(request.user), request.params.id),
  );

  organizerRecordAction(
    app,
    '/v1/Protocol/:id/make-official',
    {
      tags: TAGS,
      summary: 'Сделать результаты официальными до закрытия окна протестов (с причиной)',
      description: OWN,
      body: makeOfficialRequestSchema,
      answer: protocolLifecycleChangeSchema,
      cache: MARK_CHANGE,
      rateLimit: changeLimit,
    },
    (user, id, body) => makeProtocolOfficial(app.ctx, user, id, body),
  );

  organizerRecordAction(
    app,
    '/v1/Protocol/:id/extend-protest-window',
    {
      tags: TAGS,
      summary: 'Продлить окно протестов один раз (с причиной)',
      description: OWN,
      body: extendProtestWindowRequestSchema,
      answer: protocolLifecycleChangeSchema,
      cache: MARK_CHANGE,
      rateLimit: changeLimit,
    },
    (user, id, body) => extendProtestWindow(app.ctx, user, id, body),
  );

  organizerRecordAction(
    app,
    '/v1/Protocol/:id/correction-preview',
    {
      tags: TAGS,
      summary:
        'Исправленный протокол против текущей версии: добавленные и убранные участники, места, время, статусы, очки после пересчёта',
      description: `${OWN} Файл сначала разбирается через process-file; ничего не сохраняется.`,
      body: correctionPreviewRequestSchema,
      answer: correctionPreviewSchema,
      cache: privateWrite,
    },
    (user, id, body) => previewProtocolCorrection(app.ctx, user, id, body),
  );

  organizerRecordAction(
    app,
    '/v1/Protocol/:id/correction',
    {
      tags: TAGS,
      summary:
        'Сохранить исправленный протокол новой версией (примечание обязательно); пересчёт с дня гонки, уведомления участникам',
      description: OWN,
      body: saveCorrectionRequestSchema,
      answer: correctionSavedSchema,
      cache: ROWS_CHANGE,
      rateLimit: changeLimit,
    },
    (user, id, body) => saveProtocolCorrection(app.ctx, user, id, body),
  );

  app.post(
    '/v1/Protocol/:id/rows/:resultId/fix',
    {
      schema: {
        tags: TAGS,
        summary:
          'Исправить одну строку без файла (время, место, статус, категория, клуб, участник) новой версией',
        description: OWN,
        params: rowParamsSchema,
        body: fixProtocolRowRequestSchema,
        response: withErrors({ 200: protocolChangeSavedSchema }),
      },
      config: { access: 'organizer', cache: ROWS_CHANGE, rateLimit: changeLimit },
    },
    async (request) =>
      fixProtocolRow(
        app.ctx,
        requireUser(request.user),
        request.params.id,
        request.params.resultId,
        request.body,
      ),
  );

  app.get(
    '/v1/Protocol/:id/versions',
    {
      schema: {
        tags: TAGS,
        summary: 'Версии протокола: кто, когда, почему, файл, что изменилось (и удалённого протокола)',
        description: OWN,
        params: idParamsSchema,
        response: withErrors({ 200: protocolVersionsSchema }),
      },
      config: { access: 'organizer', cache: personalRead },
    },
    async (request) => listProtocolVersions(app.ctx, requireUser(request.user), request.params.id),
  );

  app.get(
    '/v1/Protocol/:id/versions/diff',
    {
      schema: {
        tags: TAGS,
        summary: 'Разница двух версий протокола',
        description: OWN,
        params: idParamsSchema,
        querystring: versionDiffQuerySchema,
        response: withErrors({ 200: versionDiffSchema }),
      },
      config: { access: 'organizer', cache: personalRead },
    },
    async (request) =>
      diffProtocolVersions(
        app.ctx,
        requireUser(request.user),
        request.params.id,
        request.query.from,
        request.query.to,
      ),
  );

  app.get(
    '/v1/Protocol/:id/versions/:number/content',
    {
      schema: {
        tags: TAGS,
        summary: 'Исходный файл версии протокола',
        description: OWN,
        params: versionParamsSchema,
        response: fileAnswers(
          { type: 'application/octet-stream', description: 'Файл версии в его типе (Content-Type)' },
          { 400: 'Неверный идентификатор', 404: 'Версия или её файл не найдены' },
        ),
      },
      config: { access: 'organizer', cache: personalRead },
    },
    async (request, reply) => {
      const { file, bytes } = await getVersionFile(
        app.ctx,
        requireUser(request.user),
        request.params.id,
        request.params.number,
      );
      return sendAttachment(
        reply.header('x-content-type-options', 'nosniff'),
        file.contentType,
        file.fileName,
        bytes,
      );
    },
  );

  app.get(
    '/v1/Protocol/:id/protest-options',
    {
      schema: {
        tags: TAGS,
        summary: 'Что участник может подать о протоколе: протест о своей строке или о пропавшем результате',
        description: BEYOND,
        params: idParamsSchema,
        response: withErrors({ 200: protestOptionsSchema }),
      },
      config: { access: 'signedIn', cache: personalRead },
    },
    async (request) => getProtestOptions(app.ctx, requireUser(request.user), request.params.id),
  );
};
