import { forbidden, unauthorized } from '../errors.js';
import { isAdmin, isOrganizer, type AuthUser } from './auth-user.js';

/**
 * Ownership, declared once. The route's access rule (access-policy.ts) decides who may call an
 * operation at all; these one-line policies decide whose records the caller may touch. Use cases
 * ask only these (never `isAdmin` themselves) and refuse with `authorize`:
 *
 *   authorize(canManageOrganizer(user, event.organizerId), DENIED.otherOrganizer);
 */

/** The sentences a refused caller reads (403). */
export const DENIED = {
  otherOrganizer: 'Нет доступа: это данные другого организатора',
  nationalConfig: 'Нет доступа: общие конфигурации меняют только администраторы',
  otherParticipant: 'Нет доступа: это профиль другого участника',
  otherDocuments:
    'Нет доступа: документы другого участника загружает только он сам; администратор устанавливает их статус',
  strava: 'Нет доступа: поле Strava может менять только администратор',
  otherUpload: 'Нет доступа: это загрузка другого пользователя',
  otherJob: 'Нет доступа: это задача другого пользователя',
  otherOrganizerMap: 'Нет доступа: это карта другого организатора',
  mapShownByOther: 'Нет доступа: карту показывает мероприятие другого организатора',
  otherClaim: 'Нет доступа: это заявка другого пользователя',
  ownClaim: 'Свою заявку на профиль участника решает другой администратор',
  ownLink: 'Привязку своей учётной записи проверяет другой администратор',
  otherResult: 'Нет доступа: это результат другого участника',
  hiddenProfile: 'Участник скрыл свой профиль',
  notOnStartList:
    'Сообщить, что результата нет в протоколе, может участник из стартового листа мероприятия, которого нет в протоколе',
} as const;

/** A 403 with the policy's sentence unless the policy allows. */
export const authorize = (allowed: boolean, denied: string): void => {
  if (!allowed) throw forbidden(denied);
};

/** The caller, for routes whose rule already requires a session. */
export const requireUser = (user: AuthUser | null): AuthUser => {
  if (!user) throw unauthorized();
  return user;
};

// Organizers' data: events, clusters, configs, protocols, maps.

/** Administrators manage every organizer's data (they choose the organizer; lists show all). */
export const canManageAllOrganizers = (user: AuthUser): boolean => isAdmin(user);

/** Administrators manage every organizer's data; an organizer only its own. */
export const canManageOrganizer = (user: AuthUser, organizerId: number | null): boolean =>
  isAdmin(user) || (isOrganizer(user) && organizerId !== null && user.organizerId === organizerId);

/** National configs (no organizer) are the administrators'; an organizer's, its organizer's. */
export const canManageConfig = (user: AuthUser, config: { organizerId: number | null }): boolean =>
  config.organizerId === null ? isAdmin(user) : canManageOrganizer(user, config.organizerId);

/** The sentence for a config the caller may not manage. */
export const configDenied = (config: { organizerId: number | null }): string =>
  config.organizerId === null ? DENIED.nationalConfig : DENIED.otherOrganizer;

/** Every protocol may use a national config; an organizer's config only its own organizer's protocols. */
export const canUseConfig = (user: AuthUser, config: { organizerId: number | null }): boolean =>
  config.organizerId === null || canManageOrganizer(user, config.organizerId);

/** A protocol's age category comes from its event's organizer's clusters (any, for an administrator). */
export const canUseCategoryForEvent = (
  user: AuthUser,
  category: { organizerId: number },
  event: { organizerId: number },
): boolean => isAdmin(user) || category.organizerId === event.organizerId;

/**
 * Whose records a cabinet list shows: an administrator's, every organizer's ('all') or the one asked
 * for; an organizer's, its own organizer's (asking for another is a 403), or none without one.
 */
export const cabinetOrganizer = (user: AuthUser, requested: number | null): number | 'all' | 'none' => {
  if (canManageAllOrganizers(user)) return requested ?? 'all';
  if (user.organizerId === null) return 'none';
  if (requested !== null) authorize(canManageOrganizer(user, requested), DENIED.otherOrganizer);
  return user.organizerId;
};

/** A map (GPX) is its organizer's: the uploader's organizer's or of an event that shows it. */
export const isOwnMap = (
  user: AuthUser,
  map: { uploaderOrganizerId: number | null; shownByOrganizerIds: number[] },
): boolean =>
  user.organizerId !== null &&
  (map.uploaderOrganizerId === user.organizerId || map.shownByOrganizerIds.includes(user.organizerId));

/** An administrator manages any map; an organizer its own, unless another organizer's event shows it. */
export const canManageMap = (
  user: AuthUser,
  map: { uploaderOrganizerId: number | null; shownByOrganizerIds: number[] },
): boolean =>
  isAdmin(user) || (isOwnMap(user, map) && map.shownByOrganizerIds.every((id) => id === user.organizerId));

// Uploads and jobs: the caller's own.

/** A cached upload is its uploader's; an administrator may use any. */
export const canUseCachedUpload = (user: AuthUser, upload: { userId: number }): boolean =>
  isAdmin(user) || upload.userId === user.id;

/** A background job is watched by the one who started it, or by an administrator. */
export const canReadJob = (user: AuthUser, job: { requestedBy: number | null }): boolean =>
  isAdmin(user) || job.requestedBy === user.id;

// Participants: the owner (the account linked to the rider) and administrators.

/** The owner edits the profile; an administrator edits any. */
export const canEditParticipant = (user: AuthUser | null, participantId: number): boolean =>
  user !== null && (isAdmin(user) || user.participantId === participantId);

/** A rider's documents are shown to the owner and to administrators. */
export const canSeeDocumentsOf = (user: AuthUser | null, participantId: number): boolean =>
  canEditParticipant(user, participantId);

/**
 * Whether a rider has an account, and which, is shown to the owner and administrators only: a public
 * profile that told it would show which riders nobody has claimed yet.
 */
export const canSeeAccountOf = (user: AuthUser | null, participantId: number): boolean =>
  canEditParticipant(user, participantId);

/** Only the owner uploads or deletes a rider's documents (administrators set their status). */
export const canUploadDocumentsOf = (user: AuthUser, participantId: number): boolean =>
  user.participantId === participantId;

// Claims of riders' profiles. An account is linked to a rider only by an approved claim,
// so the owner policies above, which trust the link, never trust a claim still under review.

/** Only the author withdraws a claim (a user claims only for themselves). */
export const canWithdrawClaim = (user: AuthUser, claim: { userId: number }): boolean =>
  claim.userId === user.id;

/** Administrators approve and reject claims, never their own. */
export const canDecideClaim = (user: AuthUser, claim: { userId: number }): boolean =>
  isAdmin(user) && claim.userId !== user.id;

/** Administrators review or undo a link the old name rule made, never their own account's. */
export const canReviewLink = (user: AuthUser, link: { userId: number }): boolean =>
  isAdmin(user) && link.userId !== user.id;
/**
 * A hidden profile is shown whole to its owner and to administrators; everyone else
 * gets initials and a notice.
 */
export const canSeeHiddenProfile = (user: AuthUser | null, participantId: number): boolean =>
  canEditParticipant(user, participantId);

/** The owner hides or shows the profile; an administrator any, on the rider's written request. */
export const canChangePrivacyOf = (user: AuthUser, participantId: number): boolean =>
  canEditParticipant(user, participantId);

/** Someone other than the owner (an administrator) must say whose request it was. */
export const needsPrivacyNote = (user: AuthUser, participantId: number): boolean =>
  user.participantId !== participantId;

/** A rider disputes only a result of their own (their rider stands in the row). */
export const canDisputeResult = (user: AuthUser, result: { participantId: number }): boolean =>
  user.participantId !== null && user.participantId === result.participantId;

/**
 * A rider says their result is missing from a protocol when their rider is on the event's
 * start list and not in the protocol: the start list is what shows they rode.
 */
export const canReportMissingResult = (
  user: AuthUser,
  rider: { isOnStartList: boolean; isInProtocol: boolean },
): boolean => user.participantId !== null && rider.isOnStartList && !rider.isInProtocol;

/** A disputed result is resolved by its protocol's organizer, or by an administrator. */
export const canResolveDispute = (user: AuthUser, dispute: { organizerId: number }): boolean =>
  canManageOrganizer(user, dispute.organizerId);

/** A rider sees the records that may be theirs, and asks to merge one, for their own rider only. */
export const canRequestMergeFor = (user: AuthUser, participantId: number): boolean =>
  user.participantId === participantId;

/** Strava is the administrators' field (part 2 §2.2, §6). */
export const canChangeStrava = (user: AuthUser): boolean => isAdmin(user);

// What the interface offers.

/** The favourite star is offered on everyone but the caller's own rider, never to administrators (part 1 §4, §6). */
export const showsFavoriteIcon = (user: AuthUser | null, participantId: number): boolean =>
  !isAdmin(user) && user?.participantId !== participantId;

// Stored files: documents and protocol originals are private (domain/files/read-file.ts).

const isConfirmedAdmin = (user: AuthUser | null): boolean => Boolean(user?.isConfirmed) && isAdmin(user);
const isUploader = (user: AuthUser | null, file: { ownerUserId: number | null }): boolean =>
  user !== null && file.ownerUserId === user.id;

/** A rider's document: the uploader, the rider's account and administrators. */
export const canReadDocumentFile = (
  user: AuthUser | null,
  file: { ownerUserId: number | null; isCallersDocument: boolean },
): boolean => isConfirmedAdmin(user) || isUploader(user, file) || file.isCallersDocument;

/** A protocol's original file: the uploader, its event's organizer and administrators. */
export const canReadProtocolFile = (
  user: AuthUser | null,
  file: { ownerUserId: number | null; organizerId: number | null },
): boolean =>
  isConfirmedAdmin(user) ||
  isUploader(user, file) ||
  (user !== null && user.isConfirmed && canManageOrganizer(user, file.organizerId));
