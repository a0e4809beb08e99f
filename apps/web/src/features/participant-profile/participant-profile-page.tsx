import { Anchor, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import type { ParticipantProfile } from '@velo/contracts';
import { YEAR_IN_REVIEW, isSupportedSeason } from '@velo/contracts/constants';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { YearTabs } from '@/components/filters/year-tabs';
import { CURRENT_USER_KEY, useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ApiError, fileUrl } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { rememberUrl } from '@/lib/remembered-url';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { PROFILE_DATA_KEY, PROFILE_KEY, deleteCurrentUser, profileQuery, qrCodeQuery } from './api/profile';
import { DeleteAccountDialog } from './components/delete-account-dialog';
import { ParticipantCard, type CardViewer } from './components/participant-card';
import { ProfileData } from './components/profile-data';
import { ProfileHead } from './components/profile-head';
import { ProtocolsTable } from './components/protocols-table';
import { SeasonChart } from './components/season-chart';
import { TopResults } from './components/top-results';
import type { DocumentsDraft } from './documents/documents-block';
import { PROFILE_TEXTS } from './messages';
import {
  defaultProfileYear,
  nextProfileSearch,
  profileState,
  validateProfileSearch,
  type ProfileSearch,
} from './search';
import classes from './participant-profile-page.module.css';

// Only the owner and administrators edit and see documents: their code loads for them alone.
const ProfileEditor = lazy(() =>
  import('./components/profile-editor').then((module) => ({ default: module.ProfileEditor })),
);
const DocumentsSection = lazy(() =>
  import('./components/documents-section').then((module) => ({ default: module.DocumentsSection })),
);
const YearReviewDialog = lazy(() =>
  import('./components/year-review-dialog').then((module) => ({ default: module.YearReviewDialog })),
);

/** Part 2 §4: the profile is read again 500 ms after a save. */
export const RELOAD_AFTER_SAVE_MS = 500;

/** The card's fields an edit answers (the answer is of another year: places and points stay). */
const withCardFields = (current: ParticipantProfile, saved: ParticipantProfile): ParticipantProfile => ({
  ...current,
  yearOfBirth: saved.yearOfBirth,
  age: saved.yearOfBirth === null ? null : current.year - saved.yearOfBirth,
  weight: saved.weight,
  height: saved.height,
  uciId: saved.uciId,
  strava: saved.strava,
  club: saved.club,
  firstNameTransliteration: saved.firstNameTransliteration,
  lastNameTransliteration: saved.lastNameTransliteration,
  photoFileId: saved.photoFileId,
});

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
  const params = useParams({ strict: false }) as { id?: string };
  const participantId = Number(params.id);
  const valid = Number.isInteger(participantId) && participantId > 0;
  const raw = useSearch({ strict: false });
  const search = useMemo(() => validateProfileSearch(raw as Record<string, unknown>), [raw]);
  const state = profileState(search);
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const { user } = useCurrentUser();
  const isAdmin = Boolean(user?.roleNames.includes('Admin'));
  const viewerKey = { token: session?.token ?? null, participantId: user?.participantId ?? null };

  // Without a year in the link the server answers the rider's last year; outside the seasons, the
  // nearest season is asked for.
  const first = useQuery({ ...profileQuery(participantId, state.year, viewerKey), enabled: valid });
  const answeredYear = first.data?.year;
  const fallbackYear =
    state.year === undefined && answeredYear !== undefined && !isSupportedSeason(answeredYear)
      ? defaultProfileYear(first.data?.lastParticipatedYear ?? null)
      : undefined;
  const second = useQuery({
    ...profileQuery(participantId, fallbackYear, viewerKey),
    enabled: valid && fallbackYear !== undefined,
  });
  const profile = fallbackYear !== undefined ? second.data : first.data;
  const loadError = fallbackYear !== undefined ? second.error : first.error;
  const year = state.year ?? fallbackYear ?? answeredYear;

  const [editing, setEditing] = useState(false);
  const [documentsDraft, setDocumentsDraft] = useState<DocumentsDraft | null>(null);
  const [flipped, setFlipped] = useState(false);
  const [reviewOpened, setReviewOpened] = useState(false);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  // Another rider (a link from the chart or the rating): view mode, front side.
  const [shownId, setShownId] = useState(participantId);
  if (shownId !== participantId) {
    setShownId(participantId);
    setEditing(false);
    setFlipped(false);
    setDocumentsDraft(null);
  }

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

  const stopEditing = () => {
    setEditing(false);
    setDocumentsDraft(null);
  };

  const onSaved = (saved: ParticipantProfile | null) => {
    stopEditing();
    setFlipped(false);
    queryClient.removeQueries({ queryKey: qrCodeQuery(participantId).queryKey });
    if (saved) {
      queryClient.setQueriesData<ParticipantProfile>(
        { queryKey: [...PROFILE_KEY, participantId] },
        (current) => (current ? withCardFields(current, saved) : current),
      );
    }
    window.clearTimeout(reloadTimer.current);
    reloadTimer.current = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: [...PROFILE_KEY, participantId] });
      void queryClient.invalidateQueries({ queryKey: [...PROFILE_DATA_KEY, participantId] });
      // The header's avatar shows the owner's photo.
      if (profile?.isOwner) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    }, RELOAD_AFTER_SAVE_MS);
  };

  const unlinkAccount = async () => {
    setDeleting(true);
    try {
      await deleteCurrentUser();
    } catch (error) {
      setDeleting(false);
      if (!(error instanceof ApiError && [401, 403, 502].includes(error.status))) {
        toast.error(
          PROFILE_TEXTS.errorTitle,
          (error instanceof ApiError && error.serverMessage) || PROFILE_TEXTS.tryLater,
        );
      }
      return;
    }
    setDeleteOpened(false);
    clearSession();
    queryClient.removeQueries({ queryKey: CURRENT_USER_KEY });
    await navigate({ to: '/home' });
    await queryClient.invalidateQueries();
    toast.success(MESSAGES.successTitle, PROFILE_TEXTS.deleted);
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
  const canEdit = Boolean(profile && (profile.isOwner || isAdmin));
  const showsYearReview = Boolean(profile && (profile.isOwner || isAdmin || !session));

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

      <YearTabs
        active={year ?? null}
        linkOf={(tab) => ({ to: '/rating/details/$id', search: searchWith({ year: tab }) })}
      />

      {loadError && !profile ? (
        <Paper>
          <LoadError message={loadError instanceof ApiError ? loadError.serverMessage : null} />
        </Paper>
      ) : !profile || year === undefined ? (
        <ProfileSkeleton />
      ) : (
        <>
          {editing ? (
            <Suspense fallback={<ProfileSkeleton />}>
              <ProfileEditor
                key={profile.id}
                profile={profile}
                isAdmin={isAdmin}
                documentsDraft={documentsDraft}
                onCancel={stopEditing}
                onSaved={onSaved}
                onDeleteAccount={() => setDeleteOpened(true)}
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
                  flipped={flipped}
                  onFlip={() => setFlipped((current) => !current)}
                />
              }
              actions={
                <>
                  {canEdit ? (
                    <Button
                      variant="light"
                      leftSection={<IconPencil size={18} aria-hidden="true" />}
                      onClick={() => {
                        setFlipped(false);
                        setEditing(true);
                      }}
                    >
                      {PROFILE_TEXTS.edit}
                    </Button>
                  ) : null}
                  {showsYearReview ? (
                    <Button
                      variant="default"
                      className={classes.yearButton}
                      leftSection={<IconChartBar size={18} aria-hidden="true" />}
                      onClick={openYearReview}
                    >
                      Итоги {YEAR_IN_REVIEW.year} года
                    </Button>
                  ) : null}
                </>
              }
            >
              <ProfileData profile={profile} />
            </ProfileHead>
          )}

          {profile.canSeeDocuments ? (
            <Suspense fallback={null}>
              <DocumentsSection
                profile={profile}
                editing={editing}
                isAdmin={isAdmin}
                draft={documentsDraft}
                onDraftChange={setDocumentsDraft}
                onDocumentsChange={(documents) =>
                  queryClient.setQueriesData<ParticipantProfile>(
                    { queryKey: [...PROFILE_KEY, participantId] },
                    (current) => (current ? { ...current, documents } : current),
                  )
                }
              />
            </Suspense>
          ) : null}

          <div className={classes.twoColumns}>
            <TopResults profile={profile} />
            <SeasonChart participantId={profile.id} year={year} gender={profile.gender} />
          </div>

          <ProtocolsTable participantId={profile.id} year={year} state={state} go={go} hrefOf={hrefOf} />
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
      <DeleteAccountDialog
        opened={deleteOpened}
        busy={deleting}
        onConfirm={() => void unlinkAccount()}
        onClose={() => setDeleteOpened(false)}
      />
    </div>
  );
};
