import type { CreateProtocolRequest, CreateProtocolResponse, GenderFilter } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import {
  canManageOrganizer,
  canUseCachedUpload,
  canUseCategoryForEvent,
  canUseConfig,
} from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { countRequest } from '../../infra/rate-limits/database-limiters.js';
import { findAgeCategory } from '../clusters/clusters-repository.js';
import { findConfigRow } from '../configs/configs-repository.js';
import { findEventRow } from '../events/events-repository.js';
import type { ParsedResultRow } from '../protocol-files/types.js';
import { deleteCachedUpload, findCachedUpload } from './cached-uploads-repository.js';
import { afterProtocolExists, type ProtocolTouched } from './after-protocol-exists.js';
import { importProtocols, toImportRow, type ImportRow } from './import-protocols.js';
import { checkLinkedParticipants } from './linked-participants.js';
import { noteChanges } from '../../infra/changes.js';

type StepErrors = CreateProtocolResponse['errors'];

/**
 * Gender comes from the row, else from the chosen category; a row with neither is an error of that
 * row. A row linked to an existing rider is stored as that rider's. The timing partner's packages
 * (domain/integration) go through it too.
 */
export const resolveRows = (
  rows: ParsedResultRow[],
  category: { name: string; gender: GenderFilter },
  linked: ReadonlyMap<number, number>,
): { rows: ImportRow[]; errors: string[] } => {
  const errors: string[] = [];
  const resolved: ImportRow[] = [];
  for (const row of rows) {
    const gender = row.gender ?? (category.gender === 'all' ? null : category.gender);
    if (!gender) {
      errors.push(
        `Строка ${row.rowNumber}: не указан пол, а категория «${category.name}» общая для мужчин и женщин`,
      );
      continue;
    }
    const participantId = linked.get(row.rowNumber);
    resolved.push({ ...toImportRow(row, gender), ...(participantId ? { participantId } : {}) });
  }
  return { rows: resolved, errors };
};

const loadParts = async (ctx: AppContext, user: AuthUser, input: CreateProtocolRequest) => {
  const db = ctx.database.db;
  const [upload, event, config, category] = await Promise.all([
    findCachedUpload(db, input.cachedProtocolDataId),
    findEventRow(db, input.eventId),
    findConfigRow(db, input.configId),
    findAgeCategory(db, input.clusterAgeCategoryId),
  ]);
  // Someone else's upload is as missing as an expired one, and so is a start list's.
  const isUsable = upload && upload.kind === 'protocol' && canUseCachedUpload(user, upload);
  return { upload: isUsable ? upload : null, event, config, category };
};

type Parts = Awaited<ReturnType<typeof loadParts>>;
type Checked =
  | { errors: StepErrors }
  | {
      errors: null;
      upload: NonNullable<Parts['upload']>;
      event: NonNullable<Parts['event']>;
      category: NonNullable<Parts['category']>['category'];
    };

/** Each wizard step's problems, keyed as the spec's create response keys them; or the parts, all there. */
const checkSteps = (user: AuthUser, parts: Parts): Checked => {
  const { upload, event, config, category } = parts;
  const errors: StepErrors = {};
  if (!upload) errors.ProtocolUpload = ['Загруженный файл не найден или устарел: загрузите его ещё раз'];
  else if (upload.errors.length) errors.ProtocolUpload = upload.errors;
  if (!event) errors.Event = ['Мероприятие не найдено'];
  else if (!canManageOrganizer(user, event.organizerId))
    errors.Event = ['Это мероприятие другого организатора'];
  if (!config) errors.Config = ['Конфигурация не найдена'];
  else if (!canUseConfig(user, config)) {
    errors.Config = ['Это конфигурация другого организатора'];
  }
  if (!category) errors.Cluster = ['Возрастная категория не найдена'];
  else if (event && !canUseCategoryForEvent(user, category, event)) {
    errors.Cluster = ['Категория из кластера другого организатора'];
  }
  if (Object.keys(errors).length || !upload || !event || !category) return { errors };
  return { errors: null, upload, event, category: category.category };
};

const NOT_RECALCULATED = 'Протокол сохранён без пересчёта: рейтинг сезона обновится при следующем пересчёте';
const RECALCULATION_FAILED =
  'Протокол сохранён, но рейтинг пересчитать не удалось. Запустите пересчёт позже.';
const RECALCULATING_ELSEWHERE = 'Протокол сохранён; рейтинг сезона пересчитывается в фоне';

/** The create's answer, and what it touched (null when nothing was created). */
export type CreateProtocolOutcome = { response: CreateProtocolResponse; touched: ProtocolTouched | null };

/**
 * An organizer's uploads are counted per hour, in the database (PROTOCOLS_PER_ORGANIZER_PER_HOUR,
 * issue 36): every protocol created tells its riders, so creating and deleting protocols again and
 * again is bounded however many accounts the organizer has.
 */
const countOrganizerUpload = async (ctx: AppContext, organizerId: number): Promise<void> => {
  const limit = ctx.config.PROTOCOLS_PER_ORGANIZER_PER_HOUR;
  const state = await countRequest(
    ctx.database.db,
    { name: 'protocols-created', points: limit, seconds: 60 * 60 },
    String(organizerId),
  );
  if (state.isOver)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Организатор уже создал ${limit} протоколов за час: попробуйте через ${Math.max(1, Math.ceil(state.msBeforeReset / 60_000))} мин.`,
    );
};

/**
 * The season's recalculation the step queued, run here before the answer; the timings say where an
 * upload's time went (its own rows, then the season's points: read, engine, write).
 */
const recalculateBeforeAnswer = async (
  ctx: AppContext,
  touched: ProtocolTouched,
  jobId: number,
  timings: { rows: number; checkMs: number; writeMs: number },
): Promise<CreateProtocolResponse['warnings']> => {
  const outcome = await ctx.jobRunner.runNow(jobId);
  if (outcome.state === 'done') {
    ctx.log.info(
      { protocolId: touched.protocolId, ...timings, recalculation: outcome.result },
      'protocol create: done',
    );
    return {};
  }
  // A failed recalculation's job is tried again in the background (the runner logged why).
  if (outcome.state === 'failed') return { RatingsCalculation: [RECALCULATION_FAILED] };
  // Another process took it (the minute the queue leaves it to us ran out).
  return outcome.status === 'done' ? {} : { RatingsCalculation: [RECALCULATING_ELSEWHERE] };
};

/**
 * Step 5 of the wizard: the protocol, its result rows and the new riders in one transaction with the
 * step after a protocol exists (its notices, channel post and recalculation queued); then the season's
 * points are recalculated before the answer, or left for the next recalculation. Rows the organizer
 * linked to existing riders (`linkedParticipants`) are theirs: no rider is created for them.
 */
export const createProtocol = async (
  ctx: AppContext,
  user: AuthUser,
  input: CreateProtocolRequest,
): Promise<CreateProtocolOutcome> => {
  const checking = performance.now();
  // What it changes is named by the import (and the recalculation): a refused create changes nothing.
  noteChanges({ protocol: [], event: [], season: [], rider: [] });
  const checked = checkSteps(user, await loadParts(ctx, user, input));
  const failed = (stepErrors: StepErrors): CreateProtocolOutcome => ({
    response: { isSuccess: false, warnings: {}, errors: stepErrors, protocolId: null },
    touched: null,
  });
  if (checked.errors) return failed(checked.errors);
  const { upload, event, category } = checked;
  const linked = await checkLinkedParticipants(ctx.database.db, upload.rows, input.linkedParticipants);
  const resolved = resolveRows(upload.rows, category, linked);
  if (resolved.errors.length) return failed({ ProtocolUpload: resolved.errors });
  if (resolved.rows.length === 0)
    return failed({ ProtocolUpload: ['В протоколе нет ни одной строки с результатом'] });

  await countOrganizerUpload(ctx, event.organizerId);
  const checkMs = Math.round(performance.now() - checking);
  const started = performance.now();
  const touched = await ctx.database.db.transaction(async (tx) => {
    // Said once the transaction is open (the crash test kills the server right after it).
    ctx.log.info({ eventId: event.id, rows: resolved.rows.length }, 'protocol create: writing');
    const { protocolIds } = await importProtocols(tx, [
      {
        name: input.name ?? category.name,
        eventId: event.id,
        configId: input.configId,
        clusterAgeCategoryId: category.id,
        isRatingProtocol: input.isRatingProtocol,
        isRatingFromProtocolFile: upload.columnMapping.hasPointsColumn,
        originalFileId: upload.fileId,
        uploadedByUserId: user.id,
        rows: resolved.rows,
      },
    ]);
    await deleteCachedUpload(tx, upload.id);
    return afterProtocolExists(ctx, tx, protocolIds[0]!, {
      kind: 'new',
      recalculation: input.needToRecalculateRatings ? 'now' : 'deferred',
    });
  });
  const writeMs = Math.round(performance.now() - started);

  const warnings =
    touched.recalculationJobId === null
      ? { RatingsCalculation: [NOT_RECALCULATED] }
      : await recalculateBeforeAnswer(ctx, touched, touched.recalculationJobId, {
          rows: resolved.rows.length,
          checkMs,
          writeMs,
        });
  // The notices and the channel post, queued with the protocol, go now rather than at the next tick.
  ctx.jobRunner.nudge();
  return {
    response: { isSuccess: true, warnings, errors: {}, protocolId: touched.protocolId },
    touched,
  };
};
