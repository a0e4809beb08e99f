import QRCode from 'qrcode';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import {
  countStartedParticipants,
  findParticipantId,
  startedParticipantsPage,
} from './participants-read-repository.js';
import { startedResultsOf } from './participant-results-repository.js';

/** The public address of a rider's profile. */
export const profileUrl = (publicUrl: string, participantId: number) =>
  `${publicUrl}/rating/details/${participantId}`;

/** A QR code of the profile's public URL, as SVG markup (the owner shows it on the back of the card). */
export const participantQrSvg = async (
  db: Database,
  publicUrl: string,
  participantId: number,
): Promise<string> => {
  if ((await findParticipantId(db, participantId)) === undefined) throw notFound('Участник не найден');
  return QRCode.toString(profileUrl(publicUrl, participantId), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
};

type ActivityRequest = {
  eventOrganizersMaxCount: number;
  bestPlacesMaxCount: number;
  page: number;
  size: number;
};

/**
 * Riders with the last year they raced, their best places of that year and the organizers they
 * raced with most (the spec's server-rendered case for crawlers, part 1 §7), ordered by id. The page
 * is found through the results' participant index and only the page's riders' results are read:
 * grouping every result row by rider first took 11 s on the large dataset (1.4 million rows).
 */
export const lastYearOfActivityItems = async (db: Database, request: ActivityRequest) => {
  const people = await startedParticipantsPage(db, request);
  const details = await startedResultsOf(
    db,
    people.map((p) => p.id),
  );
  const byRider = new Map<number, typeof details>();
  for (const d of details) {
    const own = byRider.get(d.participant_id);
    if (own) own.push(d);
    else byRider.set(d.participant_id, [d]);
  }
  return people.map((person) => {
    const results = byRider.get(person.id) ?? [];
    const lastYear = Math.max(...results.map((d) => d.year));
    const own = results.filter((d) => d.year === lastYear);
    const organizerCounts = new Map<string, number>();
    for (const d of own)
      organizerCounts.set(d.organizer_name, (organizerCounts.get(d.organizer_name) ?? 0) + 1);
    return {
      id: person.id,
      firstName: person.first_name,
      lastName: person.last_name,
      yearOfBirth: person.year_of_birth,
      lastYearOfActivity: lastYear,
      bestResults: own
        .filter((d) => d.place !== null)
        .sort((a, b) => a.place! - b.place!)
        .slice(0, request.bestPlacesMaxCount)
        .map((d) => ({ eventName: d.event_name, takenPlace: d.place! })),
      eventOrganizers: [...organizerCounts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ru'))
        .slice(0, request.eventOrganizersMaxCount)
        .map(([name]) => name),
    };
  });
};

/**
 * POST /v1/Participant/paged-participant-last-year-of-activity-infos: a page of riders with their
 * count. The count probes the index once per rider (about a second on PGlite at 52,000 riders), so
 * the crawlers' page reads the items alone.
 */
export const participantsLastYearOfActivity = async (db: Database, request: ActivityRequest) => {
  const [totalCount, items] = await Promise.all([
    countStartedParticipants(db),
    lastYearOfActivityItems(db, request),
  ]);
  return { totalCount, items };
};
