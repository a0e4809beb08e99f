// The words of a protocol's state (issue 38), without zod: the public lists show them on a first
// load (the provisional mark); the schemas stay in ../results-lifecycle.ts.

/** The words every screen uses for a protocol's state. */
export const RESULTS_LIFECYCLE_TEXTS = {
  provisional: 'Предварительные результаты',
  official: 'Официальные результаты',
  correctedUpload: 'Загрузить исправленный протокол',
  versions: 'История версий',
} as const;

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

/** A moment as Moscow time reads it (UTC+3, no daylight saving): '29.11.2026, 18:00 МСК'. */
export const moscowDateTimeText = (iso: string | Date): string => {
  const moment = new Date(new Date(iso).getTime() + MOSCOW_OFFSET_MS);
  return (
    `${two(moment.getUTCDate())}.${two(moment.getUTCMonth() + 1)}.${moment.getUTCFullYear()}, ` +
    `${two(moment.getUTCHours())}:${two(moment.getUTCMinutes())} МСК`
  );
};

/** 'Протесты принимаются до 29.11.2026, 18:00 МСК' */
export const protestsUntilText = (closesAt: string | Date): string =>
  `Протесты принимаются до ${moscowDateTimeText(closesAt)}`;

/** 'Предварительные результаты: протесты принимаются до 29.11.2026, 18:00 МСК' */
export const provisionalText = (closesAt: string | Date | null): string =>
  closesAt === null
    ? RESULTS_LIFECYCLE_TEXTS.provisional
    : `${RESULTS_LIFECYCLE_TEXTS.provisional}: протесты принимаются до ${moscowDateTimeText(closesAt)}`;
