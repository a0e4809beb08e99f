import {
  LOGIN_PROVIDER_NAMES,
  type AdminParticipantClaim,
  type ClaimRider,
  type LoginProvider,
  type ParticipantClaim,
  type UnreviewedLink,
} from '@velo/contracts';
import { PROVIDER_LABELS } from '../../infra/oauth/provider-labels.js';
import type { AccountRow, ClaimRow } from './claims-repository.js';
import type { RiderRace, RiderSummary } from './claim-riders-repository.js';

/** How a claim names an account with an e-mail and a password. */
export const EMAIL_SIGN_IN_LABEL = 'Email и пароль';

const day = (value: string) => `${value}T00:00:00Z`;

export const presentRace = (race: RiderRace) => ({
  protocolId: race.protocolId,
  protocolName: race.protocolName,
  eventName: race.eventName,
  eventDate: day(race.eventDate),
  place: race.place,
  status: race.status,
});

export const presentClaim = (claim: ClaimRow): ParticipantClaim => ({
  id: claim.id,
  status: claim.status,
  participantId: claim.participantId,
  isNewRider: claim.isNewRider,
  participantName: claim.participantName,
  comment: claim.comment,
  strava: claim.strava,
  photoFileId: claim.photoFileId,
  signIn: {
    loginProvider: claim.provider ? LOGIN_PROVIDER_NAMES[claim.provider] : 'Email',
    label: claim.provider ? PROVIDER_LABELS[claim.provider].name : EMAIL_SIGN_IN_LABEL,
    firstName: claim.signInFirstName,
    lastName: claim.signInLastName,
    yearOfBirth: claim.signInBirthYear,
    email: claim.signInEmail,
    isEmailConfirmed: claim.signInEmailConfirmed,
  },
  createdOn: claim.createdOn.toISOString(),
  decidedOn: claim.decidedOn?.toISOString() ?? null,
  rejectReason: claim.rejectReason,
});

export const presentClaimRider = (rider: RiderSummary): ClaimRider => ({
  id: rider.id,
  lastName: rider.lastName,
  firstName: rider.firstName,
  middleName: rider.middleName,
  yearOfBirth: rider.yearOfBirth,
  gender: rider.gender,
  club: rider.club,
  city: rider.city,
  strava: rider.strava,
  photoFileId: rider.photoFileId,
  createdOn: rider.createdOn.toISOString(),
  racesCount: rider.racesCount,
  lastRaces: rider.lastRaces.map(presentRace),
  linkedUserEmail: rider.linkedUserEmail,
});

const presentAccount = (account: AccountRow) => ({
  id: account.id,
  email: account.email,
  lastName: account.lastName,
  firstName: account.firstName,
  registrationDate: account.registrationDate.toISOString(),
  isConfirmed: account.isConfirmed,
});

/** A claim as the administrators' queue shows it: the evidence beside the rider and their races. */
export const presentAdminClaim = (input: {
  claim: ClaimRow;
  account: AccountRow;
  rider: RiderSummary | null;
  otherOpenClaims: number;
}): AdminParticipantClaim => ({
  ...presentClaim(input.claim),
  user: presentAccount(input.account),
  participant: input.rider ? presentClaimRider(input.rider) : null,
  decidedBy: input.claim.decidedByName,
  otherOpenClaims: input.otherOpenClaims,
});

export const presentUnreviewedLink = (account: AccountRow, rider: RiderSummary): UnreviewedLink => ({
  user: { ...presentAccount(account), loginProvider: account.loginProvider as LoginProvider },
  participant: presentClaimRider(rider),
});
