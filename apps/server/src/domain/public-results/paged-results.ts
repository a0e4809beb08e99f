import type { ResultsItem } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/database.js';
import { followedParticipants } from '../favorites/favorites-repository.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import { provisionalUntilOf } from '../protocol-lifecycle/present-lifecycle.js';
import {
  countProtocolCards,
  protocolCardsPage,
  topResults,
  type PagedResultsRequest,
  type TopResultRow,
} from './results-read-repository.js';

/** POST /v1/Statistic/paged-results: one card per protocol with its top results. */
export const pagedResults = async (db: Database, user: AuthUser | null, request: PagedResultsRequest) => {
  const [protocols, totalCount] = await Promise.all([
    protocolCardsPage(db, request),
    countProtocolCards(db, request),
  ]);
  const tops = await topResults(
    db,
    protocols.map((p) => p.id),
    request.topPlacesPresentation === 'anyBestPlaces',
  );
  const followed = request.includeParticipantFavoritesMarks
    ? await followedParticipants(db, user, [...new Set(tops.map((t) => t.participant_id))])
    : new Set<number>();
  const byProtocol = new Map<number, TopResultRow[]>();
  for (const top of tops) byProtocol.set(top.protocol_id, [...(byProtocol.get(top.protocol_id) ?? []), top]);
  const items: ResultsItem[] = protocols.map((p) => ({
    protocolId: p.id,
    eventId: p.event_id,
    eventName: p.event_name,
    eventLogoFileId: p.logo_file_id,
    name: p.name,
    eventDate: `${p.event_date}T00:00:00Z`,
    isRatingProtocol: p.is_rating_protocol,
    isRatingEvent: p.is_rating_event,
    organizerName: p.organizer_name,
    resultsCount: p.results_count,
    topResults: (byProtocol.get(p.id) ?? []).map((t) => ({
      place: t.place,
      firstName: t.first_name,
      lastName: t.last_name,
      resultTime: t.result_time,
      rating: t.rating,
      participantId: t.participant_id,
      inCurrentUserFavorites: followed.has(t.participant_id),
      showFavoriteIcon: showsFavoriteIcon(user, t.participant_id),
      participantsWithSamePlace: t.same_place,
    })),
    provisionalUntil: provisionalUntilOf(p),
  }));
  return { items, totalCount };
};
