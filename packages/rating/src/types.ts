import type { Gender, GenderFilter, RatioCalculationMode, ResultStatus } from '@velo/contracts';

/** A participant's id, as the database gives it. */
export type ParticipantId = number;

/** How one protocol's points are computed (a protocol config, rating.md "Points of one result"). */
export type RatingConfig = {
  /** R by gender place: index 0 is the 1st place. Places past the end score 0. */
  readonly scoreDistribution: readonly number[];
  readonly significanceRatioCalculationMode: RatioCalculationMode;
  /** F when the mode is `custom`. */
  readonly significanceRatio: number | null;
  readonly representationRatioCalculationMode: RatioCalculationMode;
  /** Q when the mode is `custom` (capped at 1.5). */
  readonly representationRatio: number | null;
  /** Series rating: sum a participant's N best results. */
  readonly finalRatingBestRacesNumber: number | null;
  /** Series rating: sum the best ceil(P% × series protocols) results. */
  readonly finalRatingBestRacesPercent: number | null;
  /** Series rating: leave out participants with 0 points. */
  readonly hideParticipantsWithoutRatingInFinalRating: boolean;
};

/** One row of a protocol file. */
export type ResultInput = {
  readonly resultId: number;
  readonly participantId: ParticipantId;
  readonly gender: Gender;
  readonly status: ResultStatus;
  /** The place as the file gives it (overall, not per gender); equal places are a tie. */
  readonly place: number | null;
  readonly timeMs: number | null;
  /** The row's position in the file: the last tie-break of the finishing order. */
  readonly rowOrder: number;
  /** The file marks this row as the winner of the sprint section of its gender. */
  readonly sprintWinner: boolean;
  /** The file marks this row as the winner of the mountain section of its gender. */
  readonly mountainWinner: boolean;
  /** The points column of the file, used when the protocol is `isRatingFromProtocolFile`. */
  readonly pointsFromFile: number | null;
};

/** One protocol (one start of one event) with everything its points depend on. */
export type ProtocolInput = {
  readonly protocolId: number;
  /** `YYYY-MM-DD`; its year is the season. */
  readonly eventDate: string;
  readonly organizerId: number;
  readonly isRatingProtocol: boolean;
  /** The event's `isRating`. */
  readonly isRatingEvent: boolean;
  readonly isRatingFromProtocolFile: boolean;
  readonly config: RatingConfig;
  readonly results: readonly ResultInput[];
};

/** What standings need to know about a participant. */
export type ParticipantInfo = {
  readonly id: ParticipantId;
  readonly gender: Gender;
  readonly birthYear: number | null;
  readonly lastName: string;
  readonly firstName: string;
  /**
   * The participant's alphabetical position among all of them, when the caller keeps it between
   * recalculations (`createNameOrder`). Given for every participant or for none.
   */
  readonly nameRank?: number;
};

/** Anything that answers "is this participant in the set", e.g. a `Set<number>`. */
export type ParticipantIdSet = { has(participantId: ParticipantId): boolean };

/** The top 100 of each gender's national rating as it stood before a race day (ties at 100 included). */
export type Top100ByGender = Readonly<Record<Gender, ParticipantIdSet>>;

/** F and Q of one gender of one protocol, with the numbers they came from (shown on the details page). */
export type GenderScoring = {
  readonly gender: Gender;
  /** F, DNF and DSQ rows of the gender. */
  readonly starters: number;
  /** Finishers of the gender whose R is above 0. */
  readonly scorers: number;
  /** p = scorers / starters as a percentage, 2 decimals (`significanceParticipantPercent`). */
  readonly significancePercent: number;
  readonly F: number;
  /** n: starters of the gender in the top 100 before the race day (`representationParticipantCount`). */
  readonly representationCount: number;
  readonly Q: number;
};

/** The points of one result row. */
export type ScoredResult = {
  readonly resultId: number;
  readonly participantId: ParticipantId;
  readonly gender: Gender;
  readonly status: ResultStatus;
  /** The place among finishers of the same gender; null for DNF, DSQ and DNS. */
  readonly genderPlace: number | null;
  readonly R: number;
  readonly S: number;
  readonly M: number;
  readonly D: number;
  /** The F applied to this row; null when no formula applies (non-finishers, points from the file). */
  readonly F: number | null;
  /** The Q applied to this row; null when no formula applies. */
  readonly Q: number | null;
  /** Rounded half-up to 2 decimals. */
  readonly points: number;
  /**
   * `ratingCalculationFormula`; null for non-finishers, and for every row when the caller asked for
   * none (`SeasonInput.formulas`: a recalculation stores the parts and derives the text on read).
   */
  readonly formula: string | null;
};

/** A protocol with its points: the protocol's own fields plus the scoring of each gender and row. */
export type ScoredProtocol = {
  readonly protocolId: number;
  readonly eventDate: string;
  readonly organizerId: number;
  readonly isRatingProtocol: boolean;
  readonly isRatingEvent: boolean;
  readonly isRatingFromProtocolFile: boolean;
  readonly config: RatingConfig;
  readonly genders: Readonly<Record<Gender, GenderScoring>>;
  /** In the order of the protocol's results. */
  readonly results: readonly ScoredResult[];
};

/** What the standings read from a scored protocol (a `ScoredProtocol` is one). */
export type StandingsProtocol = {
  readonly protocolId: number;
  readonly eventDate: string;
  readonly organizerId: number;
  readonly isRatingProtocol: boolean;
  readonly isRatingEvent: boolean;
  readonly config: Pick<
    RatingConfig,
    | 'finalRatingBestRacesNumber'
    | 'finalRatingBestRacesPercent'
    | 'hideParticipantsWithoutRatingInFinalRating'
  >;
  readonly results: readonly Pick<ScoredResult, 'participantId' | 'gender' | 'status' | 'points'>[];
};

/**
 * An administrator's correction of a participant's season points (positive or negative), with no
 * race day: it counts in the national table of its season only, not in Q before any race day.
 */
export type RatingAdjustment = {
  readonly participantId: ParticipantId;
  readonly points: number;
};

/** The scored protocols of one season and the participants they mention. */
export type StandingsInput = {
  readonly season: number;
  readonly protocols: readonly StandingsProtocol[];
  readonly participants: readonly ParticipantInfo[];
  /** Corrections of the season's points; only the national table reads them. */
  readonly adjustments?: readonly RatingAdjustment[];
};

/** One row of a rating table. */
export type StandingsRow = {
  readonly participantId: ParticipantId;
  readonly gender: Gender;
  /** 2 decimals. */
  readonly rating: number;
  /** Over both genders; equal ratings share a place and the next skips (1, 2, 2, 4). */
  readonly place: number;
  /** The same, within the participant's gender. */
  readonly genderPlace: number;
  /** The rating protocols the participant started (F, DNF or DSQ) among those the table counts. */
  readonly racesCount: number;
};

/** A cluster age category: who a series rating is for. */
export type SeriesCategory = {
  readonly gender: GenderFilter;
  readonly minAge: number;
  readonly maxAge: number;
};
