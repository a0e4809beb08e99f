import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtocolListItem } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { OfficialDialog } from './official-dialog';

// 'Сделать результаты официальными' (issue 38): before the protest window closes, with a reason.

const protocol = {
  id: 7,
  protocolName: 'Абсолют',
  eventName: 'Гран-при Тула',
  provisionalUntil: '2026-11-29T15:00:00Z',
} as ProtocolListItem;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('making a provisional protocol official early', () => {
  it('asks for the reason, then sends it and says what happened', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        sent.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
        return {
          body: {
            lifecycle: {
              isProvisional: false,
              protestClosesAt: null,
              officialAt: '2026-11-28T12:00:00Z',
            },
            message: 'Результаты официальные',
          },
        };
      }),
    );
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<OfficialDialog protocol={protocol} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Сделать результаты официальными досрочно' });
    expect(dialog.textContent).toContain('Окно протестов открыто до 29.11.2026, 18:00 МСК');

    await user.click(within(dialog).getByRole('button', { name: 'Сделать официальными' }));
    expect(await within(dialog).findByText('Не заполнено поле «причина»')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Причина/), 'Все протесты рассмотрены');
    await user.click(within(dialog).getByRole('button', { name: 'Сделать официальными' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { url: '/v1/Protocol/7/make-official', body: { reason: 'Все протесты рассмотрены' } },
    ]);
    expect(success).toHaveBeenCalledWith('Успешно', 'Результаты официальные');
  });
});
