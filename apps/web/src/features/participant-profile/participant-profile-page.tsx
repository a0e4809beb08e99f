import { Anchor, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconPencil, IconUsers } from '@tabler/icons-react';
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { yearInReview } from '@velo/contracts/constants';
import { Suspense, lazy, useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { YearTabs } from '@/components/filters/year-tabs';
import { WhenInView } from '@/components/when-in-view/when-in-view';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError, fileUrl } from '@/lib/api-client';
import { lazyOr } from '@/lib/lazy-or';
import { rememberUrl } from '@/lib/remembered-url';
import { useParticipantProtocols } from './api/get-participant-protocols';
import { ParticipantCard, type CardViewer } from './components/participant-card';
import { ProfileData } from './components/profile-data';
import { ProfileHead } from './components/profile-head';
import type { ProtocolsTableProps } from './components/protocols-table';
import { SeasonChart } from './components/season-chart';
import { TopResults } from './components/top-results';
import { UpcomingStarts } from './components/upcoming-starts';
import { useEditMode } from './hooks/use-edit-mode';
import { useProfileOfYear } from './hooks/use-profile-of-year';
import { PLACE_HISTORY_ID, PROTOCOLS_ID } from './lib/page-anchors';
import { nextProfileSearch, profileState } from './lib/profile-state';
import { PROFILE_TEXTS } from './messages';
import type { ProfileSearch } from './search';
import classes from './participant-profile-page.module.css';

// Only the owner and administrators edit and see documents: their code loads for them alone.
// 'Поделиться' loads its code with the page's data: its chunk stays out of the first load's map.
// The skill (issue 39) sits below the season's charts: its code (with the segmented control, about
// 5 KB gzip) and its data load when its place comes near the screen (issue 42).
const SKILL_CARD_RESERVE = 320;
// Offline, a card whose code was never loaded is left out rather than failing the page.
const SkillCard = lazyOr(
  () => import('./components/skill-card').then((module) => module.SkillCard),
  () => null,
);
/** A block whose code could not load (offline, from an older worker's cache): said, not a broken page. */
const BlockNotLoaded = () => (
  <Paper>
    <LoadError />
  </Paper>
);

// Below the first screen at 375 and 1280 px, the place history (with its texts) and the protocols
// table (with the pager) load their code on approach too (issue 42: the page's first load within
// 150 KB); the service worker precaches both chunks (vite.config.ts), so a page opened once and not
// scrolled still reads them offline. Their boxes hold the ids links point at.
// At 1280×800 the place history starts 250–300 px below the first screen: with the skill card's
// 400 px margin it loaded with the page, so it comes once the reader scrolls within 200 px.
const PLACE_HISTORY_RESERVE = 199;
const PLACE_HISTORY_MARGIN = 200;
const PlaceHistory = lazyOr(
  () => import('./components/place-history').then((module) => module.PlaceHistory),
  BlockNotLoaded,
);
const ProtocolsTable = lazyOr(
  () => import('./components/protocols-table').then((module) => module.ProtocolsTable),
  BlockNotLoaded,
);
// A hidden profile's notice (issue 34) shows to its few visitors alone: its code loads for them.
const HiddenProfileNotice = lazyOr(
  () => import('./components/hidden-profile-notice').then((module) => module.HiddenProfileNotice),
  BlockNotLoaded,
);
// «Это я» with the user's claim: for a signed-in user without a rider only.
const ClaimButton = lazy(() =>
  import('./components/claim-button').then((module) => ({ default: module.ClaimButton })),
);
// The owner's Telegram button shows once the bot's state has come: its code (with its dialog's alerts)
// loads with that call, for the owner only.
const TelegramLink = lazy(() =>
  import('./components/telegram-link').then((module) => ({ default: module.TelegramLink })),
);
const ShareButton = lazy(() =>
  import('@/components/share/share-button').then((module) => ({ default: module.ShareButton })),
);

const ProfileEditor = lazy(() =>
  import('./components/profile-editor').then((module) => ({ default: module.ProfileEditor })),
);
const DocumentsSection = lazy(() =>
  import('./components/documents-section').then((module) => ({ default: module.DocumentsSection })),
);
// The administrators' own actions on a rider (issue 14): their buttons, which load their dialogs.
const AdminRiderButtons = lazy(() =>
  import('./components/admin-rider-buttons').then((module) => ({ default: module.AdminRiderButtons })),
);
// The owner's (and administrators') own pieces of issue 34: privacy, duplicates (the disputes'
// dialog loads with the protocols table).
const PrivacyCard = lazy(() =>
  import('./components/privacy-card').then((module) => ({ default: module.PrivacyCard })),
);
const PossibleDuplicates = lazy(() =>
  import('./components/possible-duplicates').then((module) => ({ default: module.PossibleDuplicates })),
);
const DeleteAccountDialog = lazy(() =>
  import('./components/delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
);
const YearReviewDialog = lazy(() =>
  import('./components/year-review-dialog').then((module) => ({ default: module.YearReviewDialog })),
);

const route = getRouteApi('/shell/rating/details/$id');

/**
 * The table's place before its code comes: its heading, a page of rows as on a wide screen, the
 * pager (on a phone the rows are taller; as the page's last block it moves nothing when it comes).
 */
const protocolsReserve = (rows: number) => 140 + Math.max(rows, 3) * 54;

/**
 * The protocols of the year: their page is asked for with the page (the first HTML carries the
 * answer, which is then kept for reading offline), the table's code when its place comes near.
 */
const ProtocolsBlock = (props: ProtocolsTableProps) => {
  const protocols = useParticipantProtocols(props.participantId, props.year, props.state);
  return (
    <div id={PROTOCOLS_ID} className={classes.anchor}>
      <WhenInView reserve={protocolsReserve(protocols.data?.items.length ?? 0)}>
        <ProtocolsTable {...props} />
      </WhenInView>
    </div>
  );
};

const ProfileSkeleton = () => (
  <Paper>
    <Stack gap="md">
      <Skeleton height={32} width="60%" />
      <Skeleton height={294} width={230} />
      <Skeleton height={18} width="40%" />
    </Stack>
  </Paper>
);

/**
 * The participant profile /rating/details/{id} (part 2 §2.1–2.4): year tabs, the data card, the
 * documents (owner, administrator), top results, the season chart and the protocols table; editing
 * for the owner and administrators; the year in review.
 */
export const ParticipantProfilePage = () => {
  const participantId = Number(route.useParams().id);
  const valid = Number.isInteger(participantId) && participantId > 0;
  const search = route.useSearch();
  const state = profileState(search);
  const navigate = route.useNavigate();
  const router = useRouter();
  const session = useSession();
  const { user } = useCurrentUser();
  const isAdmin = Boolean(user?.roleNames.includes('Admin'));
  const { profile, error: loadError, year } = useProfileOfYear(participantId, state.year, valid);
  const mode = useEditMode(participantId);
  // The owner's «Удалить учетную запись»: null until first asked for (its code loads then).
  const [unlinking, setUnlinking] = useState<boolean | null>(null);
  const [reviewOpened, setReviewOpened] = useState(false);

  const searchWith = (change: Partial<ProfileSearch>) => nextProfileSearch(search, change);
  const go = (change: Partial<ProfileSearch>) =>
    void navigate({
      to: '/rating/details/$id',
      params: { id: String(participantId) },
      search: searchWith(change),
      resetScroll: false,
      // Sorting and paging replace the entry, so «Назад» leaves the profile in one step.
      replace: true,
    });
  const hrefOf = (change: Partial<ProfileSearch>) =>
    router.buildLocation({
      to: '/rating/details/$id',
      params: { id: String(participantId) },
      search: searchWith(change),
    }).href;

  /** §2.1: from a sign-up (registration in the query) Back goes to /, else one step back. */
  const back = () => {
    if (state.fromRegistration) void navigate({ to: '/' });
    else if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/rating/overview' });
  };

  const openYearReview = () => {
    if (!session) {
      rememberUrl(window.location.pathname + window.location.search);
      void navigate({ to: '/auth' });
      return;
    }
    setReviewOpened(true);
  };

  if (!valid || (loadError instanceof ApiError && loadError.status === 404)) {
    return (
      <Paper>
        <EmptyState title={PROFILE_TEXTS.notFound}>
          <Anchor component={Link} to="/rating/overview">
            К рейтингу
          </Anchor>
        </EmptyState>
      </Paper>
    );
  }

  const viewer: CardViewer = profile?.isOwner ? 'owner' : session ? 'other' : 'guest';
  // A hidden profile (issue 34): everyone but the owner and administrators reads the notice only.
  const hiddenFromViewer = Boolean(profile?.isHidden && !profile.isOwner && !isAdmin);
  const canEdit = Boolean(profile && (profile.isOwner || isAdmin));
  const showsYearReview = Boolean(profile && (profile.isOwner || isAdmin || !session));
  // «Это я» (issue 34): offered to a signed-in user without a rider (ClaimButton asks for their claim).
  const mayClaim = Boolean(user && !user.participantId && !profile?.isOwner);

  return (
    <div className={classes.page}>
      <div>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={back}
          px={6}
        >
          {PROFILE_TEXTS.back}
        </Button>
      </div>

      {hiddenFromViewer ? null : (
        <YearTabs
          active={year ?? null}
          linkOf={(tab) => ({ to: '/rating/details/$id', search: searchWith({ year: tab }) })}
        />
      )}

      {profile && hiddenFromViewer ? (
        <Suspense fallback={<ProfileSkeleton />}>
          <HiddenProfileNotice initials={`${profile.lastName} ${profile.firstName}`.trim()} />
        </Suspense>
      ) : loadError && !profile ? (
        <Paper>
          <LoadError message={loadError instanceof ApiError ? loadError.serverMessage : null} />
        </Paper>
      ) : !profile || year === undefined ? (
        <ProfileSkeleton />
      ) : (
        <>
          <UpcomingStarts participantId={profile.id} />
          {mode.editing ? (
            <Suspense fallback={<ProfileSkeleton />}>
              <ProfileEditor
                key={profile.id}
                profile={profile}
                isAdmin={isAdmin}
                documentsDraft={mode.documentsDraft}
                onCancel={mode.stopEditing}
                onSaved={mode.finishEditing}
                onDeleteAccount={() => setUnlinking(true)}
              />
            </Suspense>
          ) : (
            <ProfileHead
              profile={profile}
              card={
                <ParticipantCard
                  profile={profile}
                  viewer={viewer}
                  photoUrl={fileUrl(profile.photoFileId)}
                  editing={false}
                  flipped={mode.flipped}
                  onFlip={mode.flip}
                />
              }
              actions={
                <>
                  <Button
                    component={Link}
                    to="/rating/compare"
                    search={{ a: participantId } as never}
                    variant="default"
                    leftSection={<IconUsers size={18} aria-hidden="true" />}
                  >
                    Сравнить с…
                  </Button>
                  {mayClaim ? (
                    <Suspense fallback={null}>
                      <ClaimButton participantId={participantId} />
                    </Suspense>
                  ) : null}
                  <Suspense fallback={null}>
                    <ShareButton
                      title={`${profile.lastName} ${profile.firstName} — ВелоРейтинг`}
                      picture={`/share/rider/${profile.id}.png?year=${year}`}
                    />
                  </Suspense>
                  {profile.isOwner ? (
                    <Suspense fallback={null}>
                      <TelegramLink />
                    </Suspense>
                  ) : null}
                  {canEdit ? (
                    <Button
                      variant="light"
                      leftSection={<IconPencil size={18} aria-hidden="true" />}
                      onClick={mode.startEditing}
                    >
                      {PROFILE_TEXTS.edit}
                    </Button>
                  ) : null}
                  {isAdmin ? (
                    <Suspense fallback={null}>
                      <AdminRiderButtons
                        participantId={profile.id}
                        riderName={`${profile.lastName} ${profile.firstName}`}
                        year={year}
                      />
                    </Suspense>
                  ) : null}
                  {showsYearReview ? (
                    <Button
                      variant="default"
                      className={classes.yearButton}
                      leftSection={<IconChartBar size={18} aria-hidden="true" />}
                      onClick={openYearReview}
                    >
                      Итоги {yearInReview().year} года
                    </Button>
                  ) : null}
                </>
              }
            >
              <ProfileData profile={profile} isAdmin={isAdmin} />
            </ProfileHead>
          )}

          {profile.canSeeDocuments ? (
            <Suspense fallback={null}>
              <DocumentsSection
                profile={profile}
                editing={mode.editing}
                isAdmin={isAdmin}
                draft={mode.documentsDraft}
                onDraftChange={mode.setDocumentsDraft}
              />
            </Suspense>
          ) : null}

          {profile.isOwner || isAdmin ? (
            <Suspense fallback={null}>
              <PrivacyCard profile={profile} isAdmin={isAdmin} />
              {profile.isOwner ? <PossibleDuplicates participantId={profile.id} /> : null}
            </Suspense>
          ) : null}

          <div className={classes.twoColumns}>
            <TopResults profile={profile} />
            <SeasonChart participantId={profile.id} year={year} gender={profile.gender} />
          </div>
          <div id={PLACE_HISTORY_ID} className={classes.anchor}>
            <WhenInView reserve={PLACE_HISTORY_RESERVE} margin={PLACE_HISTORY_MARGIN}>
              <PlaceHistory participantId={profile.id} year={year} gender={profile.gender} />
            </WhenInView>
          </div>

          <WhenInView reserve={SKILL_CARD_RESERVE}>
            <SkillCard participantId={profile.id} gender={profile.gender} />
          </WhenInView>

          <ProtocolsBlock
            participantId={profile.id}
            year={year}
            state={state}
            go={go}
            hrefOf={hrefOf}
            disputable={profile.isOwner}
          />
        </>
      )}

      {reviewOpened && profile ? (
        <Suspense fallback={null}>
          <YearReviewDialog
            participantId={profile.id}
            gender={profile.gender}
            opened={reviewOpened}
            onClose={() => setReviewOpened(false)}
          />
        </Suspense>
      ) : null}
      {unlinking === null ? null : (
        <Suspense fallback={null}>
          <DeleteAccountDialog opened={unlinking} onClose={() => setUnlinking(false)} />
        </Suspense>
      )}
    </div>
  );
};
