import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminParticipantClaim } from '@velo/contracts';
import { PARTICIPANT_CLAIM_STATUSES, type ParticipantClaimStatus } from '@velo/contracts/enums';
import {
  DocumentPreviewDialog,
  type PreviewSource,
} from '@/components/document-preview/document-preview-dialog';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { ViewSkeleton } from '../kit/view-skeleton';
import { useCabinetScope } from '../kit/cabinet-scope';
import { pageHref } from '../kit/page-href';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useClaims } from './api/get-claims';
import { ClaimCard } from './claim-card';
import { ApproveClaimDialog, RejectClaimDialog } from './claim-dialogs';
import { UnreviewedLinks } from './unreviewed-links';

/** The lists of the view, in the query's `type`: the claims of a status, or the links of the old rule. */
const LISTS = [
  { value: 'open', label: 'На рассмотрении' },
  { value: 'approved', label: 'Одобренные' },
  { value: 'rejected', label: 'Отклонённые' },
  { value: 'withdrawn', label: 'Отозванные' },
  { value: 'links', label: 'Привязки по имени' },
] as const;

const EMPTY: Record<ParticipantClaimStatus, string> = {
  open: 'Нет заявок на рассмотрении',
  approved: 'Нет одобренных заявок',
  rejected: 'Нет отклонённых заявок',
  withdrawn: 'Нет отозванных заявок',
};

const isStatus = (value: string | undefined): value is ParticipantClaimStatus =>
  (PARTICIPANT_CLAIM_STATUSES as readonly string[]).includes(value ?? '');

type Decision = { claim: AdminParticipantClaim; kind: 'approve' | 'reject' };

/**
 * «Заявки на профили» (issue 34): the claims of riders' profiles, the open ones oldest first, each
 * with its evidence beside the rider's profile and last races, approved or rejected with a reason;
 * and the links the old name rule made, to review or undo.
 */
export const ClaimsView = () => {
  const scope = useCabinetScope();
  const { search, setSearch } = useCabinetSearch();
  const list = search.type === 'links' ? 'links' : isStatus(search.type) ? search.type : 'open';
  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const claims = useClaims(
    { status: list === 'links' ? 'open' : list, page, size },
    list !== 'links' && !scope.readOnly,
  );
  const [decision, setDecision] = useState<Decision | null>(null);
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const isPhone = useMediaQuery('(max-width: 48em)');

  if (scope.readOnly) return <EmptyState title="Нет записей" />;
  return (
    <Stack gap="md">
      <SegmentedControl
        data={LISTS.map((item) => ({ ...item }))}
        value={list}
        onChange={(value) => setSearch({ type: value === 'open' ? undefined : value, q: undefined })}
        aria-label="Список"
        fullWidth
        orientation={isPhone ? 'vertical' : 'horizontal'}
      />
      {list === 'links' ? (
        <UnreviewedLinks />
      ) : claims.isPending ? (
        <ViewSkeleton />
      ) : claims.isError ? (
        <LoadError />
      ) : claims.data.items.length === 0 ? (
        <EmptyState title={EMPTY[list]} />
      ) : (
        <>
          {claims.data.items.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              onPreview={(fileId) => setPreview({ fileId, name: `Заявка № ${claim.id}` })}
              onApprove={() => setDecision({ claim, kind: 'approve' })}
              onReject={() => setDecision({ claim, kind: 'reject' })}
            />
          ))}
          <Pager
            page={page}
            size={size}
            totalCount={claims.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      {decision?.kind === 'approve' ? (
        <ApproveClaimDialog claim={decision.claim} onClose={() => setDecision(null)} />
      ) : decision?.kind === 'reject' ? (
        <RejectClaimDialog claim={decision.claim} onClose={() => setDecision(null)} />
      ) : null}
      <DocumentPreviewDialog source={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
};
