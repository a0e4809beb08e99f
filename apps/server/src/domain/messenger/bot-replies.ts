import type { EventViewRow } from '../events/events-repository.js';
import type { NextEvents } from './next-events.js';
import type { RiderStanding } from './rider-standing.js';

/** The bot's answers (Russian); the presenters below fill in the rider's and the events' data. */
export const BOT_REPLIES = {
  linked:
    'Готово! Telegram привязан к вашей учётной записи на ВелоРейтинге. Сюда будут приходить уведомления о мероприятиях и результатах.',
  badLink:
    'Извините, эта ссылка недействительна или уже использована. Получите новую ссылку в личном кабинете на сайте и откройте её ещё раз.',
  hello:
    'Здравствуйте! Чтобы получать уведомления, откройте ссылку на бота из личного кабинета на сайте ВелоРейтинга.',
  stopped:
    'Чат отвязан от вашей учётной записи на ВелоРейтинге, уведомления сюда больше не придут. Чтобы подключить его снова, нажмите «Подключить Telegram» в своём профиле на сайте.',
  notLinked:
    'Этот чат не привязан к учётной записи на ВелоРейтинге. Нажмите «Подключить Telegram» в своём профиле на сайте и откройте ссылку на бота.',
  noRider: 'К вашей учётной записи не привязан участник, поэтому места в рейтинге у неё нет.',
  noSeason: 'Рейтинг сезона ещё не рассчитан.',
  noEvents: 'В календаре пока нет предстоящих мероприятий.',
  help: [
    'Бот ВелоРейтинга умеет:',
    '/me — моё место и очки в рейтинге сезона',
    '/next — мои ближайшие мероприятия',
    '/stop — отвязать чат и не получать уведомления',
    '/help — эта подсказка',
    'Чтобы привязать чат, нажмите «Подключить Telegram» в своём профиле на сайте.',
  ].join('\n'),
} as const;

const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2, useGrouping: false });

/** Points with a decimal comma, at most two decimals: 345,5. */
export const pointsText = (value: number): string => decimal.format(value);

const dayText = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The answer to /me. */
export const standingReply = (result: RiderStanding, publicUrl: string): string => {
  if (result.kind !== 'standing') return BOT_REPLIES[result.kind];
  const { rider, year, standing } = result;
  const name = `${rider.lastName} ${rider.firstName}`.trim();
  const profile = `Профиль: ${base(publicUrl)}/rating/details/${rider.id}?year=${year}`;
  if (!standing) {
    return [
      `${name}, в рейтинге сезона ${year} вас пока нет: очки появятся после рейтинговой гонки.`,
      profile,
    ].join('\n');
  }
  const among = rider.gender === 'female' ? 'среди женщин' : rider.gender === 'male' ? 'среди мужчин' : null;
  return [
    `${name}, рейтинг сезона ${year}:`,
    `место — ${standing.place}`,
    ...(among ? [`место ${among} — ${standing.genderPlace}`] : []),
    `очки — ${pointsText(standing.rating)}`,
    `гонок — ${standing.racesCount}`,
    profile,
  ].join('\n');
};

const eventLine = (event: EventViewRow) =>
  `• ${dayText(event.eventDate)} — ${event.name} (${event.organizerName})`;

/** The answer to /next. */
export const nextEventsReply = (next: NextEvents, publicUrl: string): string => {
  if (next.events.length === 0) return BOT_REPLIES.noEvents;
  return [
    next.source === 'favorites'
      ? 'Ваши ближайшие избранные мероприятия:'
      : 'Ближайшие мероприятия в календаре:',
    ...next.events.map(eventLine),
    ...(next.source === 'calendar'
      ? ['Отмечайте мероприятия звёздочкой в календаре, и здесь будут ваши.']
      : []),
    `Календарь: ${base(publicUrl)}/calendar`,
  ].join('\n');
};
