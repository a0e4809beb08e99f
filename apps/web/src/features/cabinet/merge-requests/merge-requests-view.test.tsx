import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, MergeRequest, ParticipantMergePreview } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { CabinetScopeProvider, type CabinetScope } from '../kit/cabinet-scope';
import { MergeRequestsView } from './merge-requests-view';

// The riders' merge requests in the administration cabinet (issue 34): reviewed with the merge's
// preview and approved with the fields chosen, or declined with a reason.

const SCOPE: CabinetScope = {
  kind: 'admin',
  isAdmin: true,
  ownOrganizerId: null,
  readOnly: false,
  user: { id: 1, email: 'admin@velorating.local', roleNames: ['Admin'] } as unknown as CurrentUser,
};

const request: MergeRequest = {
  id: 11,
  status: 'open',
  comment: 'В 2023 году год рождения записали неверно',
  reason: '',
  createdOn: '2026-11-27T10:00:00.000Z',
  resolvedOn: null,
  participant: { id: 3, lastName: 'Котов', firstName: 'Илья', yearOfBirth: 1985 },
  otherParticipantId: 8,
  otherName: 'Котов Илья, 1986',
  requesterEmail: 'kotov@example.org',
  auditRecordId: null,
};

const side = (id: number, yearOfBirth: number) => ({
  id,
  lastName: 'Котов',
  firstName: 'Илья',
  middleName: '',
  yearOfBirth,
  gender: 'male' as const,
  club: '',
  city: '',
  photoFileId: null,
  medicalCertificateStatus: 'undefined' as const,
  insurancePolicyStatus: 'undefined' as const,
  userId: id === 3 ? 5 : null,
  userEmail: id === 3 ? 'kotov@example.org' : null,
  createdOn: '2020-01-01T00:00:00Z',
  resultsCount: 1,
  favoritesCount: 0,
  ratingAdjustmentsCount: 0,
  results: [],
});

const preview: ParticipantMergePreview = {
  participant: side(3, 1985),
  other: side(8, 1986),
  fields: [{ field: 'yearOfBirth', label: 'Год рождения', value: '1985', otherValue: '1986', differs: true }],
  sharedProtocols: [],
  canMerge: true,
  refusal: null,
};

type Sent = { method: string; url: string; body: unknown };

const stubServer = () => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.startsWith('/v1/Admin/participant-merge-preview')) return { body: preview };
      if (url === '/v1/Admin/paged-merge-requests') return { body: { items: [request], totalCount: 1 } };
      if (url.endsWith('/approve'))
        return {
          body: {
            request: { ...request, status: 'approved' },
            merge: {
              auditId: 4,
              participantId: 3,
              resultsMoved: 1,
              seasons: [2023],
              recalculationJobId: 9,
              message: 'Участник объединён',
            },
          },
        };
      return { body: { request: { ...request, status: 'declined' }, message: 'Запрос отклонён' } };
    }),
  );
  return sent;
};

const decisions = (sent: Sent[]) => sent.filter((call) => call.url.startsWith('/v1/Admin/merge-requests/'));

const render = () =>
  renderScreen(
    <CabinetScopeProvider value={SCOPE}>
      <MergeRequestsView />
    </CabinetScopeProvider>,
    { path: '/lk/admin?viewType=mergeRequests' },
  );

beforeEach(() =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' })),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('riders’ merge requests', () => {
  it('shows the pair side by side and merges with the fields the administrator chose', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Котов Илья, 1985/ });
    expect(row).toHaveTextContent('Котов Илья, 1986 (№ 8)');
    expect(row).toHaveTextContent('В 2023 году год рождения записали неверно');
    await userEvent.click(within(row).getByRole('button', { name: /Рассмотреть и объединить/ }));
    const dialog = await screen.findByRole('dialog', { name: /Запрос на объединение/ });
    expect(await within(dialog).findByText('Присоединяется и удаляется')).toBeInTheDocument();
    expect(sent.find((call) => call.url.startsWith('/v1/Admin/participant-merge-preview'))?.url).toBe(
      '/v1/Admin/participant-merge-preview?participantId=3&otherParticipantId=8',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: '1986' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить и объединить' }));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([
        {
          method: 'POST',
          url: '/v1/Admin/merge-requests/11/approve',
          body: { takeFromOther: ['yearOfBirth'] },
        },
      ]),
    );
    expect(success).toHaveBeenCalledWith('Успешно', 'Участник объединён');
  });

  it('declines with a reason', async () => {
    const sent = stubServer();
    render();
    const row = await screen.findByRole('row', { name: /Котов Илья, 1985/ });
    await userEvent.click(within(row).getByRole('button', { name: /Отклонить запрос/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос на объединение' });
    await userEvent.type(within(dialog).getByLabelText(/Причина/), 'Это однофамилец');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(decisions(sent)).toEqual([
        { method: 'POST', url: '/v1/Admin/merge-requests/11/decline', body: { reason: 'Это однофамилец' } },
      ]),
    );
  });
});
