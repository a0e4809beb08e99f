import { z } from 'zod';

// Administrators' analytics (part 2 §3 Statistics, §7.8): what was added, by month and by year.

const year = (label: string) =>
  z
    .number({ error: `Поле «${label}»: ожидается год` })
    .int(`Поле «${label}»: ожидается год`)
    .min(2000, `Поле «${label}»: от 2000 до 2100`)
    .max(2100, `Поле «${label}»: от 2000 до 2100`);

/**
 * Body of the four /v1/Analytics calls: a range of years, both included. Left out: from the first
 * year that has such records (or the end year) to the current year.
 */
export const analyticsRequestSchema = z
  .object({
    startYear: year('с года').nullable().optional(),
    endYear: year('по год').nullable().optional(),
  })
  .refine((body) => !body.startYear || !body.endYear || body.startYear <= body.endYear, {
    message: 'Поле «с года»: не позже, чем «по год»',
    path: ['startYear'],
  })
  .nullable()
  .optional();
export type AnalyticsRequest = z.input<typeof analyticsRequestSchema>;

/** A month: its first day (YYYY-MM-01T00:00:00Z), year and month 1–12. */
const month = { date: z.string(), year: z.int32(), month: z.int32() };

const seriesOf = <T extends z.ZodRawShape>(counts: T) =>
  z.object({
    startYear: z.int32(),
    endYear: z.int32(),
    /** Every month of the range, zeros included. */
    byMonth: z.array(z.object({ ...month, ...counts })),
    byYear: z.array(z.object({ year: z.int32(), ...counts })),
    total: z.object(counts),
  });

/** POST participants-addition-by-years: riders added (their createdOn). */
export const participantsAdditionSchema = seriesOf({ participantsCount: z.int32() });
/** POST user-registrations-by-years (registrationDate) and telegram-user-addition-by-years (the bot's chats). */
export const usersAdditionSchema = seriesOf({ usersCount: z.int32() });

const protocolCounts = {
  protocolsCount: z.int32(),
  /** Result rows of those protocols (riders included in them). */
  includedParticipantsCount: z.int32(),
  /** Riders whose first protocol on the portal it was. */
  includedNewParticipantsCount: z.int32(),
};

/** POST protocols-addition-by-years: protocols uploaded (uploadDate), also per organizer and per event. */
export const protocolsAdditionSchema = seriesOf(protocolCounts).extend({
  byOrganizer: z.array(z.object({ organizerId: z.int32(), organizerName: z.string(), ...protocolCounts })),
  byEvent: z.array(
    z.object({
      eventId: z.int32(),
      eventName: z.string(),
      eventDate: z.string(),
      organizerId: z.int32(),
      organizerName: z.string(),
      ...protocolCounts,
    }),
  ),
});
export type ProtocolsAddition = z.infer<typeof protocolsAdditionSchema>;
