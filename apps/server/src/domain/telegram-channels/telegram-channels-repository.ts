import { and, asc, count, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { PagedTelegramChannelsRequest } from '@velo/contracts';
import type { Executor } from '../../db/database.js';
import {
  events,
  messengerChannels,
  organizers,
  participants,
  protocolResults,
  protocols,
} from '../../db/schema/index.js';
import { publicRiderColumn } from '../participant-privacy/privacy-repository.js';
import { containsPattern, orderIn, pageOffset, sortDirection, sortFields } from '../../lib/paging.js';

export type ChannelRow = typeof messengerChannels.$inferSelect;
/** A channel with the organizer it belongs to. */
export type ChannelWithOrganizer = ChannelRow & { organizerName: string | null };

/** What Telegram told of a channel: stored when it is added and on each refresh. */
export type ChannelFromTelegram = Pick<ChannelRow, 'chatId' | 'title' | 'username' | 'memberCount'>;

const withOrganizer = {
  channel: messengerChannels,
  organizerName: organizers.name,
};

const joined = (executor: Executor) =>
  executor
    .select(withOrganizer)
    .from(messengerChannels)
    .leftJoin(organizers, eq(organizers.id, messengerChannels.organizerId));

const flatten = (row: { channel: ChannelRow; organizerName: string | null }): ChannelWithOrganizer => ({
  ...row.channel,
  organizerName: row.organizerName,
});

export const findChannel = async (executor: Executor, id: number): Promise<ChannelWithOrganizer | null> => {
  const [row] = await joined(executor).where(eq(messengerChannels.id, id));
  return row ? flatten(row) : null;
};

const SORTABLE = sortFields({
  title: messengerChannels.title,
  memberCount: messengerChannels.memberCount,
  refreshedOn: messengerChannels.refreshedOn,
  createdOn: messengerChannels.createdOn,
});

/** A page of channels (by title unless sorted otherwise, ties by id) and the total, two queries. */
export const pageChannels = async (
  executor: Executor,
  request: PagedTelegramChannelsRequest,
): Promise<{ rows: ChannelWithOrganizer[]; total: number }> => {
  const filters: SQL[] = [];
  if (request.organizerId) filters.push(eq(messengerChannels.organizerId, request.organizerId));
  const search = request.searchText?.trim();
  if (search) {
    const pattern = containsPattern(search);
    filters.push(or(ilike(messengerChannels.title, pattern), ilike(messengerChannels.username, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = SORTABLE(request.sort) ?? messengerChannels.title;
  const order = orderIn(sortDirection(request.sort, 'asc'));
  const [rows, [total]] = await Promise.all([
    joined(executor)
      .where(where)
      .orderBy(order(column), order(messengerChannels.id))
      .limit(request.size)
      .offset(pageOffset(request)),
    executor.select({ n: count() }).from(messengerChannels).where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
};

/** A new channel, or null when one with the same chat is there already. */
export const insertChannel = async (
  executor: Executor,
  values: ChannelFromTelegram & { organizerId: number | null },
): Promise<number | null> => {
  const [row] = await executor
    .insert(messengerChannels)
    .values({ ...values, refreshedOn: new Date() })
    .onConflictDoNothing({ target: messengerChannels.chatId })
    .returning({ id: messengerChannels.id });
  return row?.id ?? null;
};

/** Title, username and member count as Telegram reported them just now. */
export const updateChannelFromTelegram = async (
  executor: Executor,
  id: number,
  values: Omit<ChannelFromTelegram, 'chatId'>,
): Promise<void> => {
  await executor
    .update(messengerChannels)
    .set({ ...values, refreshedOn: new Date(), updatedOn: new Date() })
    .where(eq(messengerChannels.id, id));
};

/** The chats of an organizer's channels (a protocol's results are posted to them). */
export const channelChatsOfOrganizer = async (executor: Executor, organizerId: number): Promise<number[]> => {
  const rows = await executor
    .select({ chatId: messengerChannels.chatId })
    .from(messengerChannels)
    .where(eq(messengerChannels.organizerId, organizerId));
  return rows.map((row) => row.chatId);
};

/** What a channel post tells of a new protocol: its event, and the first three finishers. */
export type ProtocolPodium = {
  protocolName: string;
  eventName: string;
  eventDate: string;
  organizerId: number;
  podium: { place: number; lastName: string; firstName: string; resultTime: string }[];
};

export const findProtocolPodium = async (
  executor: Executor,
  protocolId: number,
): Promise<ProtocolPodium | null> => {
  const [protocol] = await executor
    .select({
      protocolName: protocols.name,
      eventName: events.name,
      eventDate: events.eventDate,
      organizerId: events.organizerId,
    })
    .from(protocols)
    .innerJoin(events, eq(events.id, protocols.eventId))
    .where(eq(protocols.id, protocolId));
  if (!protocol) return null;
  const podium = await executor
    .select({
      place: protocolResults.place,
      // A channel is public: a hidden rider is posted as initials.
      lastName: publicRiderColumn('participants', 'last_name').mapWith(String),
      firstName: publicRiderColumn('participants', 'first_name').mapWith(String),
      resultTime: protocolResults.resultTime,
    })
    .from(protocolResults)
    .innerJoin(participants, eq(participants.id, protocolResults.participantId))
    .where(
      and(
        eq(protocolResults.protocolId, protocolId),
        eq(protocolResults.status, 'F'),
        isNotNull(protocolResults.place),
      ),
    )
    .orderBy(asc(protocolResults.place), asc(protocolResults.rowOrder))
    .limit(3);
  return {
    ...protocol,
    podium: podium.map((row) => ({ ...row, place: row.place! })),
  };
};
