import { DEFAULT_SCORE_DISTRIBUTION, FIRST_SEASON } from '@velo/contracts';
import type { DemoScale, DemoWorld } from './demo-types.js';
import {
  generateClusters,
  generateConfigs,
  generateNews,
  generateOrganizers,
  generatePastEvents,
  generateUpcomingEvents,
} from './calendar.js';
import { DISCIPLINES } from './calendar-names.js';
import { generateParticipants } from './people.js';
import { createRandom } from './random.js';
import { generateSeasonProtocols } from './results.js';

export const DEMO_SEED = 20_180_401;

const SCALES = {
  standard: { participants: 3_200, eventsPerSeason: 21, racesPerRider: 5, categoryShare: 0.8 },
  large: { participants: 52_000, eventsPerSeason: 150, racesPerRider: 5, categoryShare: 0.8 },
} as const;

export type DemoWorldOptions = {
  seed?: number;
  scale?: DemoScale;
  /** 'Today' as YYYY-MM-DD: upcoming events and the news ticker are placed relative to it. */
  today: string;
};

/**
 * A believable, deterministic history: the same seed, scale and day give the same world on every
 * machine. Seasons are independent random streams, so one can be generated without the others.
 */
export const generateDemoWorld = ({
  seed = DEMO_SEED,
  scale = 'standard',
  today,
}: DemoWorldOptions): DemoWorld => {
  const sizes = SCALES[scale];
  const random = createRandom(seed);
  // 2018 to the season of `today` (the current one on a real start).
  const currentSeason = Number(today.slice(0, 4));
  const seasons = Array.from({ length: currentSeason - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i);
  const organizers = generateOrganizers();
  const configs = generateConfigs(DEFAULT_SCORE_DISTRIBUTION);
  const clusters = generateClusters(organizers, seasons);
  const participants = generateParticipants(random, sizes.participants, currentSeason);
  const pastEvents = generatePastEvents(random, seasons, sizes.eventsPerSeason, organizers, today);
  const upcoming = generateUpcomingEvents(createRandom(seed + 1), today, pastEvents.length + 1, organizers);
  const events = [...pastEvents, ...upcoming];

  return {
    disciplines: DISCIPLINES.map((name, index) => ({ id: index + 1, name })),
    organizers,
    configs,
    clusters,
    participants,
    events,
    news: generateNews(createRandom(seed + 2), today),
    seasons,
    protocolsOfSeason: (season) =>
      generateSeasonProtocols(createRandom(seed * 31 + season), {
        season,
        events: pastEvents,
        clusters,
        participants,
        configs,
        racesPerRider: sizes.racesPerRider,
        categoryShare: sizes.categoryShare,
      }),
  };
};
