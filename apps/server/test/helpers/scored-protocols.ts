import type { Gender, ResultStatus } from '@velo/contracts';
import type { Database } from '../../src/db/database.js';
import { ensureDefaultConfig } from '../../src/domain/configs/ensure-default-config.js';
import { importProtocols, type ImportRow } from '../../src/domain/protocols/import-protocols.js';
import { recalculateSeasons } from '../../src/domain/rating/recalculate-seasons.js';
import * as t from '../../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { buildCluster, buildEvent } from './factories.js';

export type RiderRow = {
  rider: string; // 'Фамилия Имя 1980 М'
  place?: number | null;
  status?: ResultStatus;
  time?: string;
  timeMs?: number | null;
  sprint?: boolean;
};

/** 'Петров Иван 1980 М' → a row of a protocol (place, status and time as given). */
export const row = (spec: RiderRow, index: number): ImportRow => {
  const [lastName, firstName, year, genderWord] = spec.rider.split(' ');
  const gender: Gender = genderWord === 'Ж' ? 'female' : 'male';
  const status = spec.status ?? 'F';
  return {
    lastName: lastName!,
    firstName: firstName!,
    middleName: '',
    yearOfBirth: Number(year),
    gender,
    club: 'Клуб',
    city: 'Москва',
    bib: String(100 + index),
    place: status === 'F' ? (spec.place ?? index + 1) : null,
    status,
    resultTime: spec.time ?? (status === 'F' ? `2:0${index}:00` : ''),
    resultTimeMs: status === 'F' ? (spec.timeMs ?? 7_200_000 + index * 60_000) : null,
    sprintWinner: spec.sprint ?? false,
    mountainWinner: false,
    points: null,
    category: '',
    comment: '',
  };
};

/**
 * Protocols with points, as the portal would hold them after uploads: each protocol is imported
 * through the real import path and its season recalculated by the engine.
 */
export const buildScoredProtocols = async (
  db: Database,
  protocols: {
    organizerId?: number;
    eventDate: string;
    eventName?: string;
    /** Another protocol of an event already built (its date and name stay as built). */
    eventId?: number;
    name?: string;
    isRatingProtocol?: boolean;
    isRatingEvent?: boolean;
    clusterAgeCategoryId?: number;
    rows: RiderRow[];
  }[],
) => {
  await ensureDefaultConfig(db);
  const [config] = await db.select().from(t.protocolConfigs).where(eq(t.protocolConfigs.isDefault, true));
  const created: { protocolId: number; eventId: number }[] = [];
  for (const protocol of protocols) {
    const event = protocol.eventId
      ? { id: protocol.eventId }
      : await buildEvent(db, {
          eventDate: protocol.eventDate,
          isRating: protocol.isRatingEvent ?? true,
          ...(protocol.eventName ? { name: protocol.eventName } : {}),
          ...(protocol.organizerId ? { organizerId: protocol.organizerId } : {}),
        });
    const { protocolIds } = await importProtocols(db, [
      {
        name: protocol.name ?? 'Абсолют',
        eventId: event.id,
        configId: config!.id,
        clusterAgeCategoryId: protocol.clusterAgeCategoryId ?? null,
        isRatingProtocol: protocol.isRatingProtocol ?? true,
        isRatingFromProtocolFile: false,
        originalFileId: null,
        uploadedByUserId: null,
        rows: protocol.rows.map(row),
      },
    ]);
    created.push({ protocolId: protocolIds[0]!, eventId: event.id });
  }
  await recalculateSeasons(db);
  return created;
};

export const participantIdOf = async (db: Database, lastName: string) => {
  const [p] = await db.select().from(t.participants).where(eq(t.participants.lastName, lastName));
  return p!.id;
};

export { buildCluster };
