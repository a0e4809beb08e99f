import { carriedTallies, type ParticipantInfo, type ScoredProtocol, type Tally } from '@velo/rating';
import type { Gender } from '@velo/contracts';
import { PackedReader } from './packed-text.js';

/**
 * A season's checkpoint (issue 17): what its counting protocols before a race day gave each
 * participant, as the last recalculation computed it. Most protocols are added in the week before the
 * season's last race day or after it, so a recalculation for them starts at the checkpoint instead of
 * summing the whole season's results again (a quarter to half a second on the large dataset). It is
 * stored beside the season (seasons.checkpoint_day, seasons.checkpoint) in the recalculation's
 * transaction, and marking the season stale before its day clears it (recalculate-seasons.ts).
 */
export type SeasonCheckpoint = { day: string; tallies: Tally[] };

const GENDER_CODE: Record<Gender, string> = { male: 'm', female: 'f' };

/** The tallies as one text: participant, gender, hundredths, starts (separators as the loads use). */
export const packCheckpoint = (tallies: readonly Tally[]): string =>
  tallies
    .map((t) => [t.participantId, GENDER_CODE[t.gender], t.cents, t.racesCount].join('\x1f'))
    .join('\x1e');

/**
 * The stored tallies, each participant's gender as the directory has it now (as the summing query
 * takes it). Read character by character, without cutting the text into a string per record and per
 * field: a checkpoint holds a tally per rider of the season (33,000 on the large dataset), and it is
 * unpacked by every recalculation that starts from it and by every corrected protocol's scoring.
 */
export const unpackCheckpoint = (packed: string, genderNow: ReadonlyMap<number, Gender>): Tally[] => {
  if (genderNow.size === 0) return [...storedTallies(packed)];
  return unpackTallies(packed, genderNow);
};

/**
 * The checkpoint this thread unpacked last, as stored (each tally's gender as packed). The same text
 * comes back until a recalculation leaves another checkpoint: every correction or upload of the
 * season's last week reads it twice (the corrected rows' scoring, then the recalculation) and it
 * holds a tally per rider of the season, so it is unpacked once and its tallies shared (read-only).
 * Kept by content: a text equal to the kept one (compared whole) gives the kept tallies.
 */
let keptCheckpoint: { packed: string; tallies: readonly Tally[] } | null = null;

/** The stored tallies of a packed checkpoint, genders as packed; shared, never to be changed. */
export const storedTallies = (packed: string): readonly Tally[] => {
  if (keptCheckpoint?.packed !== packed)
    keptCheckpoint = { packed, tallies: unpackTallies(packed, new Map()) };
  return keptCheckpoint.tallies;
};

const unpackTallies = (packed: string, genderNow: ReadonlyMap<number, Gender>): Tally[] => {
  const tallies: Tally[] = [];
  const reader = new PackedReader(packed);
  while (!reader.done) {
    const participantId = reader.number();
    const storedGender = reader.female() ? 'female' : 'male';
    const cents = reader.number();
    const racesCount = reader.number();
    tallies.push({
      participantId,
      gender: genderNow.get(participantId) ?? storedGender,
      cents,
      racesCount,
    });
  }
  return tallies;
};

/**
 * How far before the season's last race day the checkpoint stands. Organizers upload a race in the
 * days after it, often after a later race of the same weekend or week is in: a checkpoint at the last
 * race day itself missed those, and each then summed the whole season again (0.46 s on PGlite on the
 * large dataset). A recalculation from the checkpoint scores the week's protocols again instead.
 */
export const CHECKPOINT_WINDOW_DAYS = 7;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The day of the checkpoint `checkpointAfter` leaves (null: none), without its tallies: a
 * recalculation that started from the stored checkpoint and leaves one of the same day keeps the
 * stored one, whose tallies need not be summed again.
 */
export const checkpointDayAfter = (
  scored: readonly Pick<ScoredProtocol, 'eventDate'>[],
  from: { day: string } | undefined,
): string | null => {
  const lastDay = scored.reduce<string | null>(
    (latest, protocol) => (latest === null || protocol.eventDate > latest ? protocol.eventDate : latest),
    null,
  );
  if (lastDay === null) return from ? from.day : null;
  // Within the season (a calendar year), and never before what this recalculation scored.
  const lowerBounds = [
    daysBefore(lastDay, CHECKPOINT_WINDOW_DAYS),
    `${lastDay.slice(0, 4)}-01-01`,
    from?.day ?? '',
  ];
  return lowerBounds.reduce((latest, bound) => (bound > latest ? bound : latest));
};

/**
 * The checkpoint a recalculation leaves: what the counting protocols before its day gave (the carried
 * tallies plus the scored protocols before that day). Its day is CHECKPOINT_WINDOW_DAYS before the last
 * race day among the protocols it scored, or the day the recalculation started from if that is later
 * (nothing before it was scored); with nothing scored, the day it started from and what it carried.
 * Null when it has neither (an empty season).
 */
export const checkpointAfter = (
  scored: readonly ScoredProtocol[],
  participants: readonly ParticipantInfo[],
  from: { day: string; carried: readonly Tally[] } | undefined,
): SeasonCheckpoint | null => {
  const day = checkpointDayAfter(scored, from);
  if (day === null) return null;
  if (scored.length === 0) return { day, tallies: from ? [...from.carried] : [] };
  const before = carriedTallies(
    scored.filter((protocol) => protocol.eventDate < day),
    participants,
  );
  if (!from || from.carried.length === 0) return { day, tallies: before };
  const byParticipant = new Map<number, Tally>(from.carried.map((tally) => [tally.participantId, tally]));
  for (const tally of before) {
    const carried = byParticipant.get(tally.participantId);
    byParticipant.set(
      tally.participantId,
      carried
        ? {
            participantId: tally.participantId,
            gender: carried.gender,
            cents: carried.cents + tally.cents,
            racesCount: carried.racesCount + tally.racesCount,
          }
        : tally,
    );
  }
  return { day, tallies: [...byParticipant.values()] };
};
