import { moscowDateTimeText, RESULTS_LIFECYCLE_TEXTS } from '@velo/contracts';
import { SITE_NAME } from './page.js';
import {
  formatDay,
  formatPoints,
  plural,
  pointsPhrase,
  racesPhrase,
  ridersPhrase,
} from '../../lib/russian-text.js';

/**
 * The pictures a shared link shows (Open Graph, 1200×630): what goes on them (a card) and the SVG
 * drawn from it. share-images.ts turns the SVG into PNG. Everything is drawn in PT Sans, which the
 * server ships (npm @expo-google-fonts/pt-sans), so the picture is the same on every machine.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export type RiderCard = {
  kind: 'rider';
  name: string;
  club: string;
  year: number;
  points: number;
  place: number | null;
  genderPlace: number | null;
  gender: 'male' | 'female' | null;
  racesCount: number;
  /** Golds, silvers, bronzes of the season. */
  medals: readonly [number, number, number];
  photoFileId: string | null;
};

export type ProtocolCard = {
  kind: 'protocol';
  eventName: string;
  protocolName: string;
  day: string;
  organizerName: string;
  resultsCount: number;
  podium: readonly { place: number; name: string; time: string }[];
  /** When the protests of provisional results close; null for official ones. */
  provisionalUntil: string | null;
};

export type PortalCard = { kind: 'portal' };

export type ShareCard = RiderCard | ProtocolCard | PortalCard;

/** An embedded photo: its bytes and type (JPEG, PNG or GIF: what the renderer reads). */
export type CardPhoto = { contentType: string; bytes: Buffer };

const ACCENT = '#c2410c';
const INK = '#1f2328';
const DIMMED = '#555d66';
const PAPER = '#fff7ed';
const MEDAL = ['#d4a017', '#9aa3ad', '#b0713a'] as const;
const FONT = `font-family="PT Sans"`;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string): string => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * Lines of at most `perLine` characters, cut at spaces; past `maxLines` the last ends in '…'.
 * (PT Sans averages about half an em per character, so characters stand in for widths.)
 */
export const wrapText = (text: string, perLine: number, maxLines: number): string[] => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
  if (lines.length > maxLines) {
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = `${last.slice(0, Math.max(0, perLine - 1)).replace(/[\s,.;:—-]+$/, '')}…`;
  }
  return kept;
};

const text = (x: number, y: number, size: number, content: string, attributes = '') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}"${attributes.includes('fill=') ? '' : ` fill="${INK}"`} ${attributes}>${xml(content)}</text>`;

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 ${SHARE_IMAGE.width} ${SHARE_IMAGE.height}">` +
  `<rect width="100%" height="100%" fill="${PAPER}"/>` +
  `<rect width="100%" height="14" fill="${ACCENT}"/>` +
  text(64, 92, 40, SITE_NAME, `font-weight="700" fill="${ACCENT}"`) +
  text(64, 582, 26, 'Любительский велоспорт: календарь, протоколы, рейтинг', `fill="${DIMMED}"`) +
  body +
  '</svg>';

const medalRow = (x: number, y: number, counts: readonly [number, number, number]) =>
  counts
    .map((count, i) => {
      const cx = x + i * 120;
      return (
        `<circle cx="${cx + 22}" cy="${y - 14}" r="22" fill="${MEDAL[i]}"/>` +
        text(cx + 22, y - 3, 26, String(i + 1), 'font-weight="700" fill="#ffffff" text-anchor="middle"') +
        text(cx + 54, y - 2, 34, `×${count}`)
      );
    })
    .join('');

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

const riderSvg = (card: RiderCard, photo: CardPhoto | null): string => {
  const picture = photo
    ? `<clipPath id="photo"><rect x="64" y="140" width="340" height="340" rx="28"/></clipPath>` +
      `<image x="64" y="140" width="340" height="340" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)" href="data:${photo.contentType};base64,${photo.bytes.toString('base64')}"/>`
    : `<rect x="64" y="140" width="340" height="340" rx="28" fill="#fde0c7"/>` +
      text(234, 350, 120, initials(card.name), `font-weight="700" fill="${ACCENT}" text-anchor="middle"`);
  const x = 448;
  const nameLines = wrapText(card.name, 22, 2);
  let y = 190;
  let body = picture;
  for (const line of nameLines) {
    body += text(x, y, 56, line, 'font-weight="700"');
    y += 62;
  }
  if (card.club) {
    body += text(x, y - 6, 30, wrapText(card.club, 40, 1)[0]!, `fill="${DIMMED}"`);
    y += 40;
  }
  y += 44;
  if (card.racesCount > 0 || card.points > 0) {
    const word = Number.isInteger(card.points) ? plural(card.points, ['очко', 'очка', 'очков']) : 'очка';
    body +=
      `<text x="${x}" y="${y}" ${FONT} fill="${INK}">` +
      `<tspan font-size="72" font-weight="700" fill="${ACCENT}">${xml(formatPoints(card.points))}</tspan>` +
      `<tspan font-size="32" dx="16">${xml(`${word} · сезон ${card.year}`)}</tspan></text>`;
    y += 52;
    const places = [
      card.place ? `${card.place} место в рейтинге` : null,
      card.genderPlace ? `${card.genderPlace} среди ${card.gender === 'female' ? 'женщин' : 'мужчин'}` : null,
    ].filter(Boolean);
    if (places.length) {
      body += text(x, y, 32, places.join(' · '));
      y += 50;
    }
    body += text(x, y, 30, racesPhrase(card.racesCount), `fill="${DIMMED}"`);
    body += medalRow(x + 200, y, card.medals);
  } else {
    body += text(x, y, 34, `Сезон ${card.year}: результатов пока нет`, `fill="${DIMMED}"`);
  }
  return frame(body);
};

const protocolSvg = (card: ProtocolCard): string => {
  let body = '';
  let y = 190;
  for (const line of wrapText(card.eventName, 34, 2)) {
    body += text(64, y, 56, line, 'font-weight="700"');
    y += 64;
  }
  const about = [card.protocolName, formatDay(card.day), card.organizerName].filter(Boolean).join(' · ');
  body += text(64, y - 4, 30, wrapText(about, 64, 1)[0]!, `fill="${DIMMED}"`);
  y += 62;
  for (const entry of card.podium.slice(0, 3)) {
    const medal = MEDAL[entry.place - 1] ?? DIMMED;
    body += `<circle cx="90" cy="${y - 13}" r="26" fill="${medal}"/>`;
    body += text(90, y - 1, 30, String(entry.place), 'font-weight="700" fill="#ffffff" text-anchor="middle"');
    body += text(136, y, 40, wrapText(entry.name, 36, 1)[0]!, 'font-weight="700"');
    if (entry.time) body += text(1136, y, 34, entry.time, `fill="${DIMMED}" text-anchor="end"`);
    y += 66;
  }
  if (card.podium.length === 0) body += text(64, y, 34, 'Результаты протокола', `fill="${DIMMED}"`);
  if (card.provisionalUntil) {
    body += text(
      1136,
      80,
      32,
      RESULTS_LIFECYCLE_TEXTS.provisional,
      `font-weight="700" fill="${ACCENT}" text-anchor="end"`,
    );
    body += text(
      1136,
      118,
      24,
      `протесты до ${moscowDateTimeText(card.provisionalUntil)}`,
      `fill="${DIMMED}" text-anchor="end"`,
    );
  }
  body += text(1136, 582, 26, ridersPhrase(card.resultsCount), `fill="${DIMMED}" text-anchor="end"`);
  return frame(body);
};

const portalSvg = (): string =>
  frame(
    text(64, 300, 96, SITE_NAME, `font-weight="700" fill="${ACCENT}"`) +
      text(64, 380, 40, 'Календарь гонок, протоколы и рейтинг') +
      text(64, 436, 40, 'участников любительского велоспорта'),
  );

/** The card drawn as SVG, with the rider's photo when there is one. */
export const cardSvg = (card: ShareCard, photo: CardPhoto | null = null): string => {
  switch (card.kind) {
    case 'rider':
      return riderSvg(card, photo);
    case 'protocol':
      return protocolSvg(card);
    case 'portal':
      return portalSvg();
  }
};

/** The alt text of the picture. */
export const cardAlt = (card: ShareCard): string => {
  switch (card.kind) {
    case 'rider':
      return card.racesCount > 0 || card.points > 0
        ? `${card.name}: ${pointsPhrase(card.points)} в сезоне ${card.year}${card.place ? `, ${card.place} место` : ''}`
        : `${card.name}, ${SITE_NAME}`;
    case 'protocol':
      return `${card.provisionalUntil ? `${RESULTS_LIFECYCLE_TEXTS.provisional}. ` : ''}${card.eventName}, ${formatDay(card.day)}: ${card.podium.map((p) => `${p.place}. ${p.name}`).join(', ') || card.protocolName}`;
    case 'portal':
      return `${SITE_NAME}: любительский велоспорт`;
  }
};
