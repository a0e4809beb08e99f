import type { ProtocolVersions, VersionDiff } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { authorize, canManageOrganizer, DENIED } from '../../auth/policies.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ProtocolVersionRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import { findFile } from '../files/store-file.js';
import {
  findManagedProtocol,
  findStoredVersion,
  listStoredVersions,
  readCurrentRows,
  storedVersionsOrganizer,
  type ManagedProtocolRow,
} from './protocol-versions-repository.js';
import { diffableRows, diffVersions } from './version-diff.js';

const NO_VERSIONS = 'Протокол не найден';
const NO_VERSION = 'Такой версии протокола нет';

type History = {
  protocolId: number;
  /** The protocol, or null when it was deleted (its stored versions remain). */
  protocol: ManagedProtocolRow | null;
  stored: Awaited<ReturnType<typeof listStoredVersions>>;
};

/**
 * A protocol's history, for its organizer's accounts and administrators: the protocol and its stored
 * versions, or only the versions of a deleted protocol.
 */
const historyOf = async (executor: Executor, user: AuthUser, protocolId: number): Promise<History> => {
  const protocol = await findManagedProtocol(executor, protocolId);
  if (protocol) {
    authorize(canManageOrganizer(user, protocol.organizer_id), DENIED.otherOrganizer);
    return { protocolId, protocol, stored: await listStoredVersions(executor, protocolId) };
  }
  const owner = await storedVersionsOrganizer(executor, protocolId);
  if (!owner) throw notFound(NO_VERSIONS);
  authorize(canManageOrganizer(user, owner.organizerId), DENIED.otherOrganizer);
  return { protocolId, protocol: null, stored: await listStoredVersions(executor, protocolId) };
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /v1/Protocol/{id}/versions: who, when, why, which file, what changed; the current one marked. */
export const listProtocolVersions = async (
  ctx: AppContext,
  user: AuthUser,
  protocolId: number,
): Promise<ProtocolVersions> => {
  const { protocol, stored } = await historyOf(ctx.database.db, user, protocolId);
  const current = protocol?.version_number ?? null;
  const versions = stored.map((version) => ({
    number: version.number,
    kind: version.kind,
    note: version.note,
    userName: version.user_name,
    createdOn: iso(version.created_on),
    fileName: version.file_name,
    hasFile: version.original_file_id !== null,
    resultsCount: version.results_count,
    counts: version.counts,
    isCurrent: version.number === current,
  }));
  // A protocol never changed keeps no copy: its rows are its version 1.
  if (protocol && versions.length === 0)
    versions.push({
      number: protocol.version_number,
      kind: 'upload',
      note: '',
      userName: protocol.uploaded_by ?? '',
      createdOn: iso(protocol.upload_date),
      fileName: protocol.original_file_name ?? '',
      hasFile: protocol.original_file_id !== null,
      resultsCount: protocol.results_count,
      counts: { added: 0, removed: 0, changed: 0 },
      isCurrent: true,
    });
  return {
    protocolId,
    protocolName: protocol?.name ?? `Удалённый протокол № ${protocolId}`,
    isDeleted: protocol === null,
    versions: versions.reverse(),
  };
};

/** One version's rows: stored, or the protocol's own when it never changed. */
const rowsOf = async (
  executor: Executor,
  history: History,
  number: number,
): Promise<ProtocolVersionRow[]> => {
  if (history.stored.length === 0 && history.protocol && number === history.protocol.version_number)
    return (await readCurrentRows(executor, history.protocolId)).map(
      ({ resultId: _resultId, ...row }) => row,
    );
  const version = await findStoredVersion(executor, history.protocolId, number);
  if (!version) throw notFound(NO_VERSION);
  return version.rows;
};

/** GET /v1/Protocol/{id}/versions/diff?from&to: the riders added, removed and changed between two versions. */
export const diffProtocolVersions = async (
  ctx: AppContext,
  user: AuthUser,
  protocolId: number,
  from: number,
  to: number,
): Promise<VersionDiff> => {
  if (from === to) throw badRequest('Выберите две разные версии');
  const db = ctx.database.db;
  const history = await historyOf(db, user, protocolId);
  const [before, after] = await Promise.all([rowsOf(db, history, from), rowsOf(db, history, to)]);
  const { rows, counts } = diffVersions(diffableRows(before), diffableRows(after));
  return { protocolId, from, to, counts, rows };
};

/** GET /v1/Protocol/{id}/versions/{number}/content: the file a version was read from. */
export const getVersionFile = async (ctx: AppContext, user: AuthUser, protocolId: number, number: number) => {
  const db = ctx.database.db;
  const history = await historyOf(db, user, protocolId);
  const stored = history.stored.find((version) => version.number === number);
  let fileId: string | null;
  if (stored) fileId = stored.original_file_id;
  else if (history.stored.length === 0 && history.protocol?.version_number === number)
    fileId = history.protocol.original_file_id;
  else throw notFound(NO_VERSION);
  if (!fileId) throw notFound('У этой версии нет файла: она сделана без загрузки');
  const file = await findFile(db, fileId);
  const bytes = file ? await ctx.blobStore.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound('Файл этой версии не найден');
  return { file, bytes };
};
