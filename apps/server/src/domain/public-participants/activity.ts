import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { queryRows, type Database } from '../../db/database.js';
import { participants } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors.js';
import { pageOffset } from '../../lib/paging.js';

/** The public address of a rider's profile. */
export const profileUrl = (publicUrl: string, participantId: number) =>
  `${publicUrl}/rating/details/${participantId}`;

/** A QR code of the profile's public URL, as SVG markup (the owner shows it on the back of the card). */
export const participantQrSvg = async (
  db: Database,
  publicUrl: string,
  participantId: number,
): Promise<string> => {
  const [participant] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.id, participantId));
  if (!participant) throw notFound('Участник не найден');
  return QRCode.toString(profileUrl(publicUrl, participantId), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
};

/**
 * Riders with the last year they raced, their best places of that year and the organizers they
 * raced with most (for crawlers and the sitemap of profiles).
 */
export const participantsLastYearOfActivity = async (
  db: Database,
  request: { eventOrganizersMaxCount: number; bestPlacesMaxCount: number; page: number; size: number },
) => {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct participant_id)::int as n from protocol_results where status <> 'DNS'`,
  );
  const people = await queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    year_of_birth: number | null;
    last_year: number;
  }>(
    db,
    sql`select pa.id, pa.first_name, pa.last_name, pa.year_of_birth, last.year as last_year
        from (select r.participant_id, max(e.event_date) as last_date, extract(year from max(e.event_date))::int as year
              from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
              where r.status <> 'DNS' group by r.participant_id) last
        join participants pa on pa.id = last.participant_id
        order by pa.id
        limit ${request.size} offset ${pageOffset(request)}`,
  );
  const ids = people.map((p) => p.id);
  const details = ids.length
    ? await queryRows<{
        participant_id: number;
        event_name: string;
        place: number | null;
        organizer_name: string;
        year: number;
      }>(
        db,
        sql`select r.participant_id, e.name as event_name, r.place, o.name as organizer_name,
              extract(year from e.event_date)::int as year
            from protocol_results r join protocols p on p.id = r.protocol_id join events e on e.id = p.event_id
            join organizers o on o.id = e.organizer_id
            where r.participant_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) and r.status <> 'DNS'`,
      )
    : [];
  return {
    totalCount: total?.n ?? 0,
    items: people.map((person) => {
      const own = details.filter((d) => d.participant_id === person.id && d.year === person.last_year);
      const organizerCounts = new Map<string, number>();
      for (const d of own)
        organizerCounts.set(d.organizer_name, (organizerCounts.get(d.organizer_name) ?? 0) + 1);
      return {
        id: person.id,
        firstName: person.first_name,
        lastName: person.last_name,
        yearOfBirth: person.year_of_birth,
        lastYearOfActivity: person.last_year,
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
    }),
  };
};
