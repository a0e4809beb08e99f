import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRecordView } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { renderCabinetView } from '../kit/cabinet-test-kit';
import { AuditList } from './audit-list';

// The audit (issue 14): every clean-up, merge and correction, newest first; an undo asks first,
// then its recalculation is followed.

const record = (over: Partial<AuditRecordView> = {}): AuditRecordView => ({
  id: 3,
  action: 'clearParticipantClubs',
  summary: 'Очистить клубы',
  userId: 1,
  userName: 'Анна',
  createdOn: '2026-11-20T10:00:00Z',
  affectedCount: 2,
  counts: {},
  seasons: [2025],
  undoneOn: null,
  undoneByUserId: null,
  undoOfId: null,
  canUndo: true,
  ...over,
});

beforeEach(() => signInForTest());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('audit list', () => {
  it('undoes a record after asking, and says the server’s sentence', async () => {
    const server = fakeServer({
      'POST /v1/Admin/paged-audit': {
        items: [record(), record({ id: 2, summary: 'Отмена', canUndo: false, undoOfId: 1 })],
        totalCount: 2,
      },
      'POST /v1/Admin/audit/{id}/undo': {
        auditId: 4,
        undoneAuditId: 3,
        affectedCount: 2,
        recalculationJobId: null,
        seasons: [2025],
        message: 'Изменение отменено',
      },
    });
    const success = vi.spyOn(toast, 'success');
    renderCabinetView(<AuditList />, { path: '/lk/admin?viewType=cleanups' });
    const row = await screen.findByRole('row', { name: /Очистить клубы/ });
    expect(row).toHaveTextContent('Применено');
    expect(within(screen.getByRole('row', { name: /Отмена записи № 1/ })).queryByRole('button')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить изменение?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить изменение' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Успешно', 'Изменение отменено'));
    expect(server.requests('POST /v1/Admin/audit/{id}/undo').map((request) => request.params.id)).toEqual([
      '3',
    ]);
  });
});
