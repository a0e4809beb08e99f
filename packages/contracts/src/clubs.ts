import { z } from 'zod';
import type { Json, JsonOf, QueryOf } from './api-call-types.js';
import { int32Param, pagedResponse } from './common.js';
import { DEFAULT_PAGE_SIZE } from './constants/index.js';
import { CLUB_BEST_DEFAULT, CLUB_BEST_MAX } from './constants/club-standings.js';
import { genderFilterSchema, genderSchema } from './enum-schemas.js';
import { textSchema } from './text.js';

// Club standings (issue 19, beyond the spec). Club names are free text on the riders' records; a
// club is the set of spellings that normalise to one key (clubKeyOf), joined further by the
// administrators' merges (an alias table on the server).

export * from './constants/club-names.js';

const optionalIdParam = int32Param().positive().optional();

/** The rating's filters (a season, gender, organizer, age category) and N. */
const clubFilterShape = {
  /** Without a year: the newest season that has standings. */
  year: int32Param().optional(),
  gender: genderFilterSchema.catch('all').default('all'),
  organizerId: optionalIdParam,
  clusterAgeCategoryId: optionalIdParam,
  /** How many of a club's best riders count. */
  best: int32Param().min(1).max(CLUB_BEST_MAX).default(CLUB_BEST_DEFAULT),
};

/** GET /v1/Club/standings: paged like the rating (page 1-based, size up to 100). */
export const clubStandingsQuerySchema = z.object({
  ...clubFilterShape,
  page: int32Param().min(1).default(1),
  size: int32Param().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type ClubStandingsQuery = z.output<typeof clubStandingsQuerySchema>;

export const clubStandingSchema = z.object({
  /** Equal points share a place (1, 2, 2, 4), as in the rating. */
  place: z.int32(),
  key: z.string(),
  name: z.string(),
  points: z.number(),
  /** The riders whose points made the total (at most N). */
  ridersCounted: z.int32(),
  /** The club's riders in the table under the filters. */
  ridersTotal: z.int32(),
});
export type ClubStanding = z.infer<typeof clubStandingSchema>;

export const clubStandingsSchema = z.object({
  clubs: pagedResponse(clubStandingSchema),
  year: z.int32(),
  best: z.int32(),
  /** When the season's standings were last recalculated. */
  updateDate: z.string().nullable(),
});
export type ClubStandings = z.infer<typeof clubStandingsSchema>;

/** GET /v1/Club/{key}: the same filters and N. */
export const clubPageQuerySchema = z.object(clubFilterShape);
export const clubKeyParamsSchema = z.object({ key: textSchema.min(1).max(200) });

export const clubRiderSchema = z.object({
  participantId: z.int32(),
  lastName: z.string(),
  firstName: z.string(),
  gender: genderSchema,
  birthYear: z.int32().nullable(),
  /** The club as the rider wrote it. */
  club: z.string(),
  points: z.number(),
  /** The place in the rating table under the filters (both genders), and among the rider's gender. */
  place: z.int32(),
  genderPlace: z.int32(),
  racesCount: z.int32(),
  /** Whether the rider is among the N whose points make the club's total. */
  counted: z.boolean(),
});
export type ClubRider = z.infer<typeof clubRiderSchema>;

export const clubPageSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The spellings of the club among its riders, most frequent first. */
  spellings: z.array(z.object({ name: z.string(), riders: z.int32() })),
  year: z.int32(),
  best: z.int32(),
  /** The club's line in the standings under the filters; null when none of its riders is in the table. */
  standing: clubStandingSchema.nullable(),
  /** Best first. */
  riders: z.array(clubRiderSchema),
  updateDate: z.string().nullable(),
});
export type ClubPage = z.infer<typeof clubPageSchema>;

/** POST /v1/Club/merge: the club `from` becomes a spelling of `to`. */
export const mergeClubsRequestSchema = z
  .object({ from: textSchema.min(1).max(200), to: textSchema.min(1).max(200) })
  .refine((request) => request.from !== request.to, {
    message: 'Выберите два разных клуба',
    path: ['to'],
  });

export const mergeClubsResponseSchema = z.object({
  auditId: z.int32(),
  /** The club both are now. */
  key: z.string(),
  message: z.string(),
});

/** The call map's entries of the clubs (joined into ApiCalls). */
export type ClubCalls = {
  'GET /v1/Club/standings': {
    request: { query?: QueryOf<typeof clubStandingsQuerySchema> };
    response: Json<typeof clubStandingsSchema>;
  };
  'GET /v1/Club/{key}': {
    request: { params: { key: string }; query?: QueryOf<typeof clubPageQuerySchema> };
    response: Json<typeof clubPageSchema>;
  };
  'POST /v1/Club/merge': {
    request: { body: JsonOf<typeof mergeClubsRequestSchema> };
    response: Json<typeof mergeClubsResponseSchema>;
  };
};
