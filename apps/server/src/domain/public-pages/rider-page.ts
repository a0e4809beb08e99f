import { PRIVACY_TEXTS, participantProtocolsRequestSchema, type ParticipantProfile } from '@velo/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { participantProfile } from '../public-participants/participant-profile.js';
import { participantProtocols } from '../public-participants/participant-protocols.js';
import type { Block, Page, PageRequest } from './page.js';
import { SHARE_IMAGE, cardAlt, type RiderCard, type ShareCard } from './share-card-svg.js';
import { cardVersion } from './share-images.js';
import { PORTAL_IMAGE, notFoundPage } from './static-pages.js';
import {
  clip,
  formatDay,
  formatPoints,
  fullName,
  pointsPhrase,
  racesPhrase,
} from '../../lib/russian-text.js';

/** How many of the season's races a readable profile lists (newest first). */
const READABLE_RESULTS = 50;

/** A rider's profile for a season, or null when there is no such rider. */
export const findRiderProfile = async (
  db: Database,
  participantId: number,
  year: number | null,
): Promise<ParticipantProfile | null> => {
  try {
    return await participantProfile(db, null, {
      participantId,
      year: year ?? undefined,
      includeParticipantFavoritesMark: false,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
};

/** What a rider's share picture shows. */
export const riderCard = (profile: ParticipantProfile): RiderCard => {
  const medals = (place: number) => profile.topPlacesCount.find((p) => p.place === place)?.count ?? 0;
  return {
    kind: 'rider',
    name: fullName(profile),
    club: profile.club,
    year: profile.year,
    points: profile.rating,
    place: profile.place,
    genderPlace: profile.genderPlace,
    gender: profile.gender,
    racesCount: profile.racesCount,
    medals: [medals(1), medals(2), medals(3)],
    photoFileId: profile.photoFileId,
  };
};

/**
 * The share picture of a rider's page: the rider's card, or the portal's for a hidden rider (issue
 * 34: no name, photo or points in a link preview).
 */
export const riderShareCard = (profile: ParticipantProfile): ShareCard =>
  profile.isHidden ? { kind: 'portal' } : riderCard(profile);

/**
 * A hidden rider's page: the short notice, kept out of search engines, with the portal's
 * picture; the owner and administrators read the profile in the app, signed in.
 */
const hiddenRiderPage = (participantId: number): Page => ({
  status: 200,
  head: {
    title: PRIVACY_TEXTS.hiddenNotice,
    description: PRIVACY_TEXTS.hiddenNoticeDetail,
    canonicalPath: `/rating/details/${participantId}`,
    image: PORTAL_IMAGE,
    ogType: 'website',
    noindex: true,
  },
  blocks: [
    { kind: 'heading', level: 1, text: PRIVACY_TEXTS.hiddenNotice },
    { kind: 'paragraph', text: PRIVACY_TEXTS.hiddenNoticeDetail },
  ],
});

const genderWord = (profile: ParticipantProfile) => (profile.gender === 'female' ? 'женщин' : 'мужчин');

const describe = (profile: ParticipantProfile): string => {
  const name = fullName(profile);
  const club = profile.club ? `, ${profile.club}` : '';
  if (profile.racesCount === 0 && profile.rating === 0) {
    return clip(
      `${name}${club}: результаты любительских велогонок и место в рейтинге. В сезоне ${profile.year} очков пока нет.`,
    );
  }
  const places = [
    profile.place ? `${profile.place} место в рейтинге` : null,
    profile.genderPlace ? `${profile.genderPlace} среди ${genderWord(profile)}` : null,
  ].filter(Boolean);
  const best = profile.latestBest5Results[0];
  return clip(
    [
      `${name}${club}.`,
      `Сезон ${profile.year}: ${pointsPhrase(profile.rating)}${places.length ? `, ${places.join(', ')}` : ''}, ${racesPhrase(profile.racesCount)}.`,
      best ? `Лучший результат: ${best.place} место, ${best.eventName}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
};

/**
 * /rating/details/{id}: the head from the rider's profile (the API's participant-info); the
 * readable page adds the season's races (the API's participant-protocols, newest first).
 */
export const riderPage = async (
  db: Database,
  participantId: number,
  year: number | null,
  { readable }: PageRequest,
): Promise<Page> => {
  const profile = await findRiderProfile(db, participantId, year);
  if (!profile) return notFoundPage();
  if (profile.isHidden) return hiddenRiderPage(participantId);
  const name = fullName(profile);
  const card = riderCard(profile);
  const head = {
    title: `${name} — рейтинг ${profile.year}`,
    description: describe(profile),
    canonicalPath: `/rating/details/${participantId}`,
    image: {
      path: `/share/rider/${participantId}.png?year=${profile.year}&v=${cardVersion(card)}`,
      ...SHARE_IMAGE,
      alt: cardAlt(card),
    },
    ogType: 'profile' as const,
    noindex: false,
  };
  if (!readable) return { status: 200, head, blocks: [] };

  const races = await participantProtocols(
    db,
    null,
    participantProtocolsRequestSchema.parse({
      participantId,
      year: profile.year,
      page: 1,
      size: READABLE_RESULTS,
    }),
  );
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: name },
    { kind: 'paragraph', text: head.description },
    {
      kind: 'facts',
      items: [
        ['Клуб', profile.club || '—'],
        ['Город', profile.city || '—'],
        ['Год рождения', profile.yearOfBirth ? String(profile.yearOfBirth) : '—'],
        ['Сезон', String(profile.year)],
        ['Очки', pointsPhrase(profile.rating)],
        ['Место в рейтинге', profile.place ? String(profile.place) : '—'],
        [`Место среди ${genderWord(profile)}`, profile.genderPlace ? String(profile.genderPlace) : '—'],
        ['Гонок', String(profile.racesCount)],
      ],
    },
  ];
  if (profile.latestBest5Results.length) {
    blocks.push({
      kind: 'table',
      caption: `Лучшие результаты ${profile.year}`,
      columns: ['Место', 'Мероприятие', 'Категория', 'Дата'],
      rows: profile.latestBest5Results.map((r) => [
        String(r.place),
        { text: r.eventName, href: `/results/details/${r.protocolId}` },
        r.clusterAgeCategoryName,
        formatDay(r.eventDate),
      ]),
    });
  }
  blocks.push(
    races.items.length
      ? {
          kind: 'table',
          caption: `Результаты ${profile.year}: ${racesPhrase(races.totalCount)}`,
          columns: ['Дата', 'Мероприятие', 'Протокол', 'Место', 'Очки', 'Время'],
          rows: races.items.map((r) => [
            formatDay(r.eventDate),
            r.eventName,
            {
              text: r.provisionalUntil ? `${r.protocolName} (предварительные результаты)` : r.protocolName,
              href: `/results/details/${r.protocolId}`,
            },
            r.place !== null ? String(r.place) : r.status,
            formatPoints(r.rating),
            r.resultTime.slice(0, 11),
          ]),
        }
      : { kind: 'paragraph', text: `В сезоне ${profile.year} результатов пока нет.` },
  );
  if (profile.participatedYears.length > 1) {
    blocks.push({
      kind: 'links',
      label: 'Сезоны',
      items: profile.participatedYears.map((y) => ({
        text: `Сезон ${y}`,
        href: `/rating/details/${participantId}?year=${y}`,
      })),
    });
  }
  return { status: 200, head, blocks };
};
