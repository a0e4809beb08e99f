import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentQueueItem } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, reply, signInForTest } from '@/testing/fake-server';
import { renderCabinetView, stubPhoneScreen } from '../kit/cabinet-test-kit';
import { DocumentsView } from './documents-view';

// The document queue (issue 14): each rider's two documents with their state and validity; each
// approved, or rejected with a reason; on a phone (issue 42) the same from the rider's card.

const document = (over: Partial<DocumentQueueItem['medicalCertificate']> = {}) => ({
  fileId: 'f1',
  startDate: '2026-03-01T00:00:00Z',
  endDate: '2027-02-28T00:00:00Z',
  status: 'underConsideration' as const,
  rejectReason: null,
  isExpired: false,
  ...over,
});

const item: DocumentQueueItem = {
  participantId: 12,
  lastName: 'Иванов',
  firstName: 'Пётр',
  yearOfBirth: 1980,
  userId: 4,
  userEmail: 'ivanov@example.org',
  submittedOn: '2026-11-20T10:00:00Z',
  medicalCertificate: document(),
  insurancePolicy: document({ fileId: null, status: 'undefined', startDate: null, endDate: null }),
};

const serve = () =>
  fakeServer({
    'POST /v1/Admin/paged-document-queue': { items: [item], totalCount: 1 },
    'POST /v1/Admin/set-participant-document-status': reply(200, {}),
  });

const render = () => renderCabinetView(<DocumentsView />, { path: '/lk/admin?viewType=documents' });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('documents view', () => {
  it('shows each rider with the documents’ state and validity, and a missing one as such', async () => {
    const server = serve();
    render();
    const row = await screen.findByRole('row', { name: /Иванов Пётр/ });
    expect(row).toHaveTextContent('1980, ivanov@example.org');
    expect(row).toHaveTextContent('На проверке');
    expect(row).toHaveTextContent('с 01/03/2026 по 28/02/2027');
    expect(row).toHaveTextContent('Нет документа');
    expect(server.lastBody('POST /v1/Admin/paged-document-queue')).toEqual({ page: 1, size: 10 });
  });

  it('rejects a document only with a reason, and sends the decision for that document', async () => {
    const server = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const row = await screen.findByRole('row', { name: /Иванов Пётр/ });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Отклонить: Медицинская справка: Иванов Пётр' }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Отклонить' }));
    expect(await within(row).findByText(/Укажите причину отклонения/)).toBeInTheDocument();
    expect(server.requests('POST /v1/Admin/set-participant-document-status')).toEqual([]);
    await userEvent.type(
      within(row).getByRole('textbox', { name: 'Причина отклонения: Медицинская справка: Иванов Пётр' }),
      'Нечитаемый скан',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Статус документов установлен'));
    expect(server.lastBody('POST /v1/Admin/set-participant-document-status')).toEqual({
      participantId: 12,
      medicalCertificateStatus: 'rejected',
      medicalCertificateRejectReason: 'Нечитаемый скан',
    });
  });

  it('on a phone shows the rider as a card whose document is approved from the card', async () => {
    stubPhoneScreen();
    const server = serve();
    render();
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('Иванов Пётр');
    const approve = within(card).getByRole('button', { name: 'Одобрить: Медицинская справка: Иванов Пётр' });
    // A finger's target with its word on it, not an icon alone.
    expect(approve).toHaveTextContent('Одобрить');
    await userEvent.click(approve);
    await waitFor(() =>
      expect(server.lastBody('POST /v1/Admin/set-participant-document-status')).toEqual({
        participantId: 12,
        medicalCertificateStatus: 'approved',
      }),
    );
  });
});
