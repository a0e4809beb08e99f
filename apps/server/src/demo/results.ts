import type { ResultStatus } from '@velo/contracts';
import type {
  DemoAgeCategory,
  DemoCluster,
  DemoConfig,
  DemoEvent,
  DemoParticipant,
  DemoProtocol,
  DemoResultRow,
} from './demo-types.js';
import { configForOrganizer } from './calendar.js';
import type { Random } from './random.js';

export type SeasonPlan = {
  season: number;
  events: DemoEvent[];
  clusters: DemoCluster[];
  participants: DemoParticipant[];
  configs: DemoConfig[];
  /** How many races an average active rider enters in a season. */
  racesPerRider: number;
  /** Share of an event's age categories that get a start of their own. */
  categoryShare: number;
};

/** Typical winning times (ms) per discipline id: road, MTB, gravel, cyclocross, track, time trial. */
const WINNING_TIME_MS: Record<number, [number, number]> = {
  1: [7_200_000, 12_600_000],
  2: [5_400_000, 9_000_000],
  3: [10_800_000, 18_000_000],
  4: [2_700_000, 3_600_000],
  5: [900_000, 1_800_000],
  6: [1_500_000, 2_700_000],
};

const formatTime = (ms: number, withTenths: boolean) => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  const tenths = Math.floor((ms % 1000) / 100);
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return withTenths ? `${clock}.${tenths}` : clock;
};

const pickStatus = (random: Random): ResultStatus =>
  random.weighted<ResultStatus>([
    ['F', 91.6],
    ['DNF', 5],
    ['DNS', 3],
    ['DSQ', 0.4],
  ]);

const isInCategory = (rider: DemoParticipant, category: DemoAgeCategory, season: number) => {
  const age = season - rider.yearOfBirth;
  return (
    (category.gender === 'all' || category.gender === rider.gender) &&
    age >= category.minAge &&
    age <= category.maxAge &&
    rider.firstSeason <= season &&
    rider.lastSeason >= season
  );
};

/** A race: riders ordered by ability plus the luck of the day, with the usual share of DNF/DNS. */
const raceRows = (random: Random, entrants: DemoParticipant[], disciplineId: number): DemoResultRow[] => {
  const withStatus = entrants.map((rider) => ({
    rider,
    status: pickStatus(random),
    performance: rider.skill + random.normal(0, 0.7),
  }));
  const finishers = withStatus.filter((e) => e.status === 'F').sort((a, b) => b.performance - a.performance);
  const others = withStatus.filter((e) => e.status !== 'F');
  const [fastest, slowest] = WINNING_TIME_MS[disciplineId] ?? WINNING_TIME_MS[1]!;
  const winningMs = random.int(fastest, slowest);
  const withTenths = random.chance(0.3);
  const sprintIndex =
    finishers.length > 3 && random.chance(0.3) ? random.int(0, Math.min(9, finishers.length - 1)) : -1;
  const mountainIndex =
    finishers.length > 3 && random.chance(0.2) ? random.int(0, Math.min(9, finishers.length - 1)) : -1;

  const rows: DemoResultRow[] = [];
  let place = 0;
  let timeMs = winningMs;
  finishers.forEach((entry, index) => {
    // About one finish in seventy is a tie: the same place and time as the rider ahead.
    const isTie = index > 0 && random.chance(0.015);
    if (!isTie) {
      place = index + 1;
      if (index > 0) timeMs += Math.round(Math.abs(random.normal(0, 1)) * winningMs * 0.004);
    }
    rows.push({
      participantId: entry.rider.id,
      place,
      bib: '',
      status: 'F',
      resultTime: formatTime(timeMs, withTenths),
      resultTimeMs: timeMs - (withTenths ? 0 : timeMs % 1000),
      club: entry.rider.club,
      city: entry.rider.city,
      sprintWinner: index === sprintIndex,
      mountainWinner: index === mountainIndex,
    });
  });
  for (const entry of others) {
    rows.push({
      participantId: entry.rider.id,
      place: null,
      bib: '',
      status: entry.status,
      resultTime: '',
      resultTimeMs: null,
      club: entry.rider.club,
      city: entry.rider.city,
      sprintWinner: false,
      mountainWinner: false,
    });
  }
  const bibs = random.shuffle(rows.map((_, i) => i + 1));
  rows.forEach((row, i) => (row.bib = String(bibs[i]! + 100)));
  return rows;
};

/** Every protocol of one season: each event runs a start per age category of its organizer's cluster. */
export const generateSeasonProtocols = (random: Random, plan: SeasonPlan): DemoProtocol[] => {
  const { season } = plan;
  const seasonEvents = plan.events.filter((event) => event.eventDate.startsWith(`${season}-`));
  const active = plan.participants.filter((p) => p.firstSeason <= season && p.lastSeason >= season);
  const entryChance = plan.racesPerRider / Math.max(1, seasonEvents.length * plan.categoryShare);
  const protocols: DemoProtocol[] = [];

  for (const event of seasonEvents) {
    const cluster = plan.clusters.find(
      (c) => c.organizerId === event.organizerId && c.activeFrom.startsWith(`${season}-`),
    )!;
    const configId = configForOrganizer(plan.configs, event.organizerId);
    cluster.categories.forEach((category, index) => {
      if (!random.chance(plan.categoryShare)) return;
      const entrants = active.filter(
        (rider) =>
          isInCategory(rider, category, season) && random.chance(Math.min(1, entryChance * rider.activity)),
      );
      if (entrants.length < 3) return;
      protocols.push({
        // Ids from the event id keep every season independent of the others.
        id: event.id * 10 + index,
        eventId: event.id,
        name: `Группа ${category.name}`,
        configId,
        clusterAgeCategoryId: category.id,
        isRatingProtocol: random.chance(0.92),
        gender: category.gender === 'female' ? 'female' : 'male',
        rows: raceRows(random, random.shuffle(entrants), event.disciplineId),
      });
    });
  }
  return protocols;
};
