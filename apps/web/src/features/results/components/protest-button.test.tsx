import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtestOptions } from '@velo/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { ProtestButton } from './protest-button';

// A rider's protest from a provisional protocol's page (issue 38): offered only while the window is
// open and only to a rider who stands in the protocol (or is missing from it), sent as a request of
// issue 34.

const CLOSES = '2026-11-29T15:00:00.000Z';

const options = (over: Partial<ProtestOptions> = {}): ProtestOptions => ({
  lifecycle: { isProvisional: true, protestClosesAt: CLOSES, officialAt: null },
  ownResultId: 50,
  canReportError: true,
  canReportMissing: false,
  closedReason: null,
  ...over,
});

type Sent = { method: string; url: string; body: unknown };

const stubServer = (answer: ProtestOptions, protest: { status?: number; body: unknown } = { body: {} }) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === '/v1/Protocol/7/protest-options') return { body: answer };
      return protest;
    }),
  );
  return sent;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Подать протест' }));
  return screen.findByRole('dialog', { name: 'Протест по результатам' });
};

describe('the protest from a protocol’s page', () => {
  it('sends an error in the rider’s own result with what is wrong and a comment', async () => {
    const sent = stubServer(options());
    const success = vi.spyOn(toast, 'success');
    renderScreen(<ProtestButton protocolId={7} signedIn />);
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Протесты принимаются до 29.11.2026, 18:00 МСК');
    // Nothing goes without what is wrong and a comment.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить протест' }));
    expect(await within(dialog).findByText(/Отметьте, что в результате неверно/)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'время' }));
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Время по треку 1:01:58');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить протест' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/v1/ResultDispute',
        body: { kind: 'wrongData', resultId: 50, fields: ['time'], comment: 'Время по треку 1:01:58' },
      },
    ]);
  });

  it('offers a rider of the start list who is not in the protocol only “my result is missing”', async () => {
    const sent = stubServer(options({ ownResultId: null, canReportError: false, canReportMissing: true }));
    vi.spyOn(toast, 'success');
    renderScreen(<ProtestButton protocolId={7} signedIn />);
    const dialog = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['missing']);
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Финишировал восьмым, номер 102');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить протест' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      kind: 'missing',
      protocolId: 7,
      fields: [],
      comment: 'Финишировал восьмым, номер 102',
    });
  });

  it('shows the server’s refusal in Russian', async () => {
    stubServer(options(), {
      status: 400,
      body: {
        Error:
          'Протесты по этому протоколу больше не принимаются: результаты официальные с 29.11.2026, 18:00 МСК',
      },
    });
    const error = vi.spyOn(toast, 'error');
    renderScreen(<ProtestButton protocolId={7} signedIn />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Это не мой результат' }));
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Не мой');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить протест' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Ошибка',
        expect.stringMatching(/^Протесты по этому протоколу больше не принимаются/),
      ),
    );
  });

  it('is not offered for official results, to a rider not in the protocol, or to a visitor', async () => {
    /** Renders the button and waits until the options are in (so that no button is an answer). */
    const settled = async (answer: ProtestOptions) => {
      stubServer(answer);
      const screenParts = renderScreen(<ProtestButton protocolId={7} signedIn />);
      await waitFor(() =>
        expect(screenParts.queryClient.getQueryState(['protocol', 7, 'protest-options'])?.status).toBe(
          'success',
        ),
      );
      return screenParts;
    };
    const official = await settled(
      options({ lifecycle: { isProvisional: false, protestClosesAt: CLOSES, officialAt: CLOSES } }),
    );
    expect(screen.queryByRole('button', { name: 'Подать протест' })).toBeNull();
    official.unmount();
    const outsider = await settled(
      options({ ownResultId: null, canReportError: false, canReportMissing: false }),
    );
    expect(screen.queryByRole('button', { name: 'Подать протест' })).toBeNull();
    outsider.unmount();
    // The control: the same options with the window open show the button.
    const rider = await settled(options());
    expect(screen.getByRole('button', { name: 'Подать протест' })).toBeInTheDocument();
    rider.unmount();

    const visitor = stubServer(options());
    renderScreen(<ProtestButton protocolId={7} signedIn={false} />);
    expect(screen.queryByRole('button', { name: 'Подать протест' })).toBeNull();
    expect(visitor).toEqual([]);
  });
});
