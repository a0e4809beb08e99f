import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconUser } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/display/empty-state';
import { useCurrentClaim } from '@/hooks/use-current-claim';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useChosenRider } from './api/get-chosen-rider';
import { useClaimSuggestions } from './api/get-claim-suggestions';
import { useCreateClaim } from './api/create-claim';
import { useWithdrawClaim } from './api/withdraw-claim';
import { ClaimForm } from './components/claim-form';
import { OpenClaim, RejectedClaim } from './components/claim-status';
import { NOT_LISTED, RiderChoice, type OfferedRider } from './components/rider-choice';
import { CLAIM_TEXTS } from './messages';

const route = getRouteApi('/shell/claim');

const failure = (error: unknown, fallback: string) =>
  toast.error(CLAIM_TEXTS.errorTitle, (error instanceof ApiError && error.serverMessage) || fallback);

/**
 * /claim, «Найдите себя» (issue 34): a signed-in user without a rider chooses theirs among the riders
 * of their name (or says none is theirs) and sends a claim with what helps the review; an open claim
 * shows its state until an administrator decides it. Nothing is linked before the approval.
 */
export const ClaimPage = () => {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { user, isLoading: userLoading } = useCurrentUser();
  const { current, isLoading: claimLoading } = useCurrentClaim();
  const claim = current?.claim ?? null;
  const linkedTo = user?.participantId ?? (claim?.status === 'approved' ? claim.participantId : null);
  const choosing = Boolean(current?.canClaim) && !linkedTo;
  const suggestions = useClaimSuggestions(search.name, choosing);
  const chosen = useChosenRider(choosing ? search.participantId : undefined);
  const [value, setValue] = useState<string | null>(
    search.participantId ? String(search.participantId) : null,
  );
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const create = useCreateClaim({
    onSuccess: () => toast.success(CLAIM_TEXTS.sentTitle, CLAIM_TEXTS.sent),
    onError: (error) => failure(error, CLAIM_TEXTS.failed),
  });
  const withdraw = useWithdrawClaim({
    onSuccess: () => toast.success(MESSAGES.successTitle, CLAIM_TEXTS.withdrawn),
    onError: (error) => failure(error, CLAIM_TEXTS.failed),
  });

  const riders = useMemo<OfferedRider[]>(() => {
    const listed = suggestions.data?.items ?? [];
    const extra = chosen.data && !listed.some((rider) => rider.id === chosen.data.id) ? [chosen.data] : [];
    return [...extra, ...listed];
  }, [chosen.data, suggestions.data]);

  const loading = userLoading || claimLoading || !current;
  return (
    <Paper>
      <Stack gap="md">
        <Title order={1} size="h2">
          {CLAIM_TEXTS.title}
        </Title>
        {loading ? (
          <Stack gap="xs" aria-busy="true" aria-label="Загрузка">
            <Skeleton height={20} width="70%" />
            <Skeleton height={90} />
            <Skeleton height={90} />
          </Stack>
        ) : linkedTo ? (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
            title={CLAIM_TEXTS.linkedTitle}
          >
            <Button
              component={Link}
              to="/rating/details/$id"
              params={{ id: String(linkedTo) } as never}
              variant="light"
              leftSection={<IconUser size={18} aria-hidden="true" />}
              mt="xs"
            >
              {CLAIM_TEXTS.openProfile}
            </Button>
          </Alert>
        ) : claim?.status === 'open' ? (
          <OpenClaim claim={claim} busy={withdraw.isPending} onWithdraw={() => withdraw.mutate(claim.id)} />
        ) : (
          <>
            <Text>{CLAIM_TEXTS.intro}</Text>
            {claim?.status === 'rejected' ? <RejectedClaim claim={claim} /> : null}
            {suggestions.isError ? (
              <LoadError />
            ) : suggestions.isPending ? (
              <Skeleton height={120} />
            ) : (
              <RiderChoice
                riders={riders}
                value={value}
                onChange={(next) => {
                  setValue(next);
                  setChoiceError(null);
                }}
                searchName={search.name}
                searching={suggestions.isFetching}
                onSearch={(name) => void navigate({ search: { ...search, name }, replace: true })}
              />
            )}
            {choiceError ? (
              <Text c="red.8" size="sm" role="alert">
                {choiceError}
              </Text>
            ) : null}
            <ClaimForm
              busy={create.isPending}
              onSubmit={(values) => {
                if (!value) {
                  setChoiceError(CLAIM_TEXTS.chooseFirst);
                  return;
                }
                create.mutate({
                  ...values,
                  ...(value === NOT_LISTED ? { isNewRider: true } : { participantId: Number(value) }),
                });
              }}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
};
