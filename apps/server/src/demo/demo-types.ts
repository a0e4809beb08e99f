import type { Gender, GenderFilter, RatioCalculationMode, ResultStatus } from '@velo/contracts';

/** The demo world as plain records with their ids, before it is written to a database. */

export type DemoScale = 'standard' | 'large';

export type DemoOrganizer = { id: number; name: string; description: string };

export type DemoConfig = {
  id: number;
  name: string;
  organizerId: number | null;
  isDefault: boolean;
  significanceRatioCalculationMode: RatioCalculationMode;
  significanceRatio: number | null;
  representationRatioCalculationMode: RatioCalculationMode;
  representationRatio: number | null;
  scoreDistribution: number[];
  finalRatingBestRacesNumber: number | null;
  finalRatingBestRacesPercent: number | null;
  hideParticipantsWithoutRatingInFinalRating: boolean;
};

export type DemoAgeCategory = {
  id: number;
  clusterId: number;
  name: string;
  gender: GenderFilter;
  minAge: number;
  maxAge: number;
  orderNumber: number;
  finalRatingHexColor: string;
};

export type DemoCluster = {
  id: number;
  organizerId: number;
  name: string;
  comment: string;
  activeFrom: string;
  activeTo: string;
  categories: DemoAgeCategory[];
};

export type DemoParticipant = {
  id: number;
  firstName: string;
  lastName: string;
  gender: Gender;
  yearOfBirth: number;
  club: string;
  city: string;
  /** Hidden ability: better riders place higher more often. */
  skill: number;
  /** Chance to enter a race of their category in an active season. */
  activity: number;
  firstSeason: number;
  lastSeason: number;
};

export type DemoEvent = {
  id: number;
  name: string;
  eventDate: string;
  organizerId: number;
  disciplineId: number;
  isRating: boolean;
  url: string;
  tags: string[];
  startLatitude: number | null;
  startLongitude: number | null;
};

/** One row of a protocol, as an organizer's file would carry it. */
export type DemoResultRow = {
  participantId: number;
  place: number | null;
  bib: string;
  status: ResultStatus;
  resultTime: string;
  resultTimeMs: number | null;
  club: string;
  city: string;
  sprintWinner: boolean;
  mountainWinner: boolean;
};

export type DemoProtocol = {
  id: number;
  eventId: number;
  name: string;
  configId: number;
  clusterAgeCategoryId: number;
  isRatingProtocol: boolean;
  gender: Gender;
  rows: DemoResultRow[];
};

export type DemoNews = {
  id: number;
  title: string;
  text: string;
  startVisibleInRunningLine: string | null;
  endVisibleInRunningLine: string | null;
  createdOn: string;
};

export type DemoWorld = {
  disciplines: { id: number; name: string }[];
  organizers: DemoOrganizer[];
  configs: DemoConfig[];
  clusters: DemoCluster[];
  participants: DemoParticipant[];
  events: DemoEvent[];
  news: DemoNews[];
  /** Protocols of one season at a time, so the large scale never holds a million rows at once. */
  protocolsOfSeason: (season: number) => DemoProtocol[];
  seasons: readonly number[];
};
