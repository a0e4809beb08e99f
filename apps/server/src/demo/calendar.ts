import type { DemoCluster, DemoConfig, DemoEvent, DemoNews, DemoOrganizer } from './demo-types.js';
import { DISCIPLINES, ORGANIZERS, RACE_NAME_PARTS, START_POINTS } from './calendar-names.js';
import type { Random } from './random.js';

export const CATEGORY_TEMPLATES = [
  { name: 'М18-29', gender: 'male', minAge: 18, maxAge: 29, color: '#4dabf7' },
  { name: 'М30-39', gender: 'male', minAge: 30, maxAge: 39, color: '#228be6' },
  { name: 'М40-49', gender: 'male', minAge: 40, maxAge: 49, color: '#1971c2' },
  { name: 'М50-59', gender: 'male', minAge: 50, maxAge: 59, color: '#1864ab' },
  { name: 'М60+', gender: 'male', minAge: 60, maxAge: 99, color: '#0b3d6e' },
  { name: 'Ж18-39', gender: 'female', minAge: 18, maxAge: 39, color: '#f783ac' },
  { name: 'Ж40+', gender: 'female', minAge: 40, maxAge: 99, color: '#d6336c' },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
};

export const generateOrganizers = (): DemoOrganizer[] =>
  ORGANIZERS.map((organizer, index) => ({ id: index + 1, ...organizer }));

export const generateConfigs = (defaultDistribution: readonly number[]): DemoConfig[] => {
  const base: Omit<DemoConfig, 'id' | 'name' | 'organizerId'> = {
    significanceRatioCalculationMode: 'auto',
    significanceRatio: null,
    representationRatioCalculationMode: 'auto',
    representationRatio: null,
    scoreDistribution: [...defaultDistribution],
    finalRatingBestRacesNumber: null,
    finalRatingBestRacesPercent: null,
    hideParticipantsWithoutRatingInFinalRating: false,
    isDefault: false,
  };
  return [
    { ...base, id: 1, name: 'Национальный рейтинг (по умолчанию)', organizerId: null, isDefault: true },
    {
      ...base,
      id: 2,
      name: 'Кубок Ветеранов: 5 лучших гонок',
      organizerId: 4,
      finalRatingBestRacesNumber: 5,
      hideParticipantsWithoutRatingInFinalRating: true,
    },
    { ...base, id: 3, name: 'МТБ Лига: 70% лучших гонок', organizerId: 6, finalRatingBestRacesPercent: 70 },
    {
      ...base,
      id: 4,
      name: 'Циклокросс Клуб: фиксированные коэффициенты',
      organizerId: 10,
      significanceRatioCalculationMode: 'custom',
      significanceRatio: 0.7,
      representationRatioCalculationMode: 'ignore',
    },
    {
      ...base,
      id: 5,
      name: 'Северная Серия: короткая шкала',
      organizerId: 7,
      scoreDistribution: [100, 80, 65, 55, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11],
      representationRatioCalculationMode: 'custom',
      representationRatio: 1.1,
    },
  ];
};

/** The config an organizer's protocols use: its own if it has one, else the national default. */
export const configForOrganizer = (configs: DemoConfig[], organizerId: number): number =>
  configs.find((config) => config.organizerId === organizerId)?.id ?? 1;

/** One cluster per organizer and season, with the seven usual age categories. */
export const generateClusters = (organizers: DemoOrganizer[], seasons: readonly number[]): DemoCluster[] => {
  const clusters: DemoCluster[] = [];
  let categoryId = 1;
  for (const season of seasons) {
    for (const organizer of organizers) {
      const id = clusters.length + 1;
      clusters.push({
        id,
        organizerId: organizer.id,
        name: `Возрастные группы ${season}`,
        comment: `Группы сезона ${season}, возраст считается по году рождения`,
        activeFrom: `${season}-01-01`,
        activeTo: `${season}-12-31`,
        categories: CATEGORY_TEMPLATES.map((template, index) => ({
          id: categoryId++,
          clusterId: id,
          name: template.name,
          gender: template.gender,
          minAge: template.minAge,
          maxAge: template.maxAge,
          orderNumber: index + 1,
          finalRatingHexColor: template.color,
        })),
      });
    }
  }
  return clusters;
};

const raceName = (random: Random, discipline: string) => {
  const kind = random.pick(RACE_NAME_PARTS.kinds);
  const place = random.pick(RACE_NAME_PARTS.places);
  return discipline === 'шоссе' ? `${kind} ${place}` : `${kind} ${place} (${discipline})`;
};

/** Weekend race days between April and October of a season. */
const seasonRaceDay = (random: Random, season: number) => {
  const start = new Date(Date.UTC(season, 3, 1));
  const offset = random.int(0, 200);
  start.setUTCDate(start.getUTCDate() + offset);
  // Move to the following Saturday or Sunday.
  while (start.getUTCDay() !== 6 && start.getUTCDay() !== 0) start.setUTCDate(start.getUTCDate() + 1);
  return isoDay(start);
};

/** The days before today with a race, so the home page always has fresh results: off-season ones are cyclocross. */
const RECENT_RACE_DAYS_AGO = [8, 4, 1, 0] as const;

/**
 * The races of the past seasons and of the current one so far (days before today), then races
 * today and a few days ago: the history runs to today whatever the date.
 */
export const generatePastEvents = (
  random: Random,
  seasons: readonly number[],
  eventsPerSeason: number,
  organizers: DemoOrganizer[],
  today: string,
): DemoEvent[] => {
  const events: DemoEvent[] = [];
  for (const season of seasons) {
    const days = Array.from({ length: eventsPerSeason }, () => seasonRaceDay(random, season))
      .filter((day) => day < today)
      .sort();
    for (const day of days) {
      const organizer = random.pick(organizers);
      const disciplineIndex = random.weighted(DISCIPLINES.map((_, i) => [i, i === 0 ? 6 : 1] as const));
      const discipline = DISCIPLINES[disciplineIndex]!;
      events.push({
        id: events.length + 1,
        name: raceName(random, discipline),
        eventDate: day,
        organizerId: organizer.id,
        disciplineId: disciplineIndex + 1,
        isRating: random.chance(0.85),
        url: `https://example.org/races/${season}/${events.length + 1}`,
        tags: random.chance(0.3) ? ['мастерс'] : [],
        startLatitude: null,
        startLongitude: null,
      });
    }
  }
  for (const daysAgo of RECENT_RACE_DAYS_AGO) {
    const day = addDays(today, -daysAgo);
    if (!seasons.includes(Number(day.slice(0, 4)))) continue;
    const month = Number(day.slice(5, 7));
    const disciplineIndex = month >= 4 && month <= 10 ? random.int(0, DISCIPLINES.length - 1) : 3; // cyclocross
    events.push({
      id: events.length + 1,
      name: raceName(random, DISCIPLINES[disciplineIndex]!),
      eventDate: day,
      organizerId: random.pick(organizers).id,
      disciplineId: disciplineIndex + 1,
      isRating: true,
      url: `https://example.org/races/${day.slice(0, 4)}/${events.length + 1}`,
      tags: [],
      startLatitude: null,
      startLongitude: null,
    });
  }
  return events;
};

/** Upcoming races from tomorrow to the end of next October; near ones have a start point. */
export const generateUpcomingEvents = (
  random: Random,
  today: string,
  firstId: number,
  organizers: DemoOrganizer[],
): DemoEvent[] => {
  const nextYear = Number(today.slice(0, 4)) + 1;
  const last = `${nextYear}-10-31`;
  const events: DemoEvent[] = [];
  let day = addDays(today, 1);
  while (day <= last) {
    const month = Number(day.slice(5, 7));
    const isSeason = month >= 4 && month <= 10;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const isWeekend = weekday === 6 || weekday === 0;
    if (isWeekend && random.chance(isSeason ? 0.55 : 0.3)) {
      const daysAhead = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
      const disciplineIndex = isSeason ? random.int(0, DISCIPLINES.length - 1) : 3; // off-season: cyclocross
      const point = daysAhead <= 45 || random.chance(0.4) ? random.pick(START_POINTS) : null;
      events.push({
        id: firstId + events.length,
        name: raceName(random, DISCIPLINES[disciplineIndex]!),
        eventDate: day,
        organizerId: random.pick(organizers).id,
        disciplineId: disciplineIndex + 1,
        isRating: random.chance(0.8),
        url: `https://example.org/races/upcoming/${firstId + events.length}`,
        tags: random.chance(0.4)
          ? [random.pick(['мастерс', 'любители', 'семейный старт', 'детский заезд'])]
          : [],
        startLatitude: point ? point[0] : null,
        startLongitude: point ? point[1] : null,
      });
    }
    day = addDays(day, 1);
  }
  return events;
};

const NEWS_TITLES = [
  'Открыта регистрация на весенние старты сезона',
  'Обновлена методика начисления очков рейтинга',
  'Итоги сезона: лучшие гонщики в каждой возрастной группе',
  'Новые организаторы присоединились к порталу',
  'Медицинская справка и страховка теперь загружаются в личном кабинете',
  'Календарь гонок на следующий сезон опубликован',
  'Рейтинг пересчитан с учётом новых протоколов',
  'Бот портала в мессенджере: подпишитесь на ближайшие старты',
  'Гравийная серия расширяется: три новых этапа',
  'Осенняя серия циклокросса стартует в ноябре',
  'Как загрузить протокол: памятка для организаторов',
  'Портал работает в обновлённом интерфейсе',
];

export const generateNews = (random: Random, today: string): DemoNews[] =>
  NEWS_TITLES.map((title, index) => {
    const created = addDays(today, -(index * 23 + random.int(0, 10)));
    // The three newest are on the ticker now; the rest had their window in the past.
    const visibleNow = index < 3;
    return {
      id: index + 1,
      title,
      text: `${title}. Подробности — на странице новостей портала.`,
      createdOn: `${created}T09:00:00Z`,
      startVisibleInRunningLine: `${visibleNow ? addDays(today, -3) : created}T00:00:00Z`,
      endVisibleInRunningLine: `${visibleNow ? addDays(today, 30) : addDays(created, 14)}T23:59:59Z`,
    };
  });
