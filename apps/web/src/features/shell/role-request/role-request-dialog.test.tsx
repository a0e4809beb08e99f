import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { buildPendingRequest, buildUser } from '@/testing/build-user';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { ROLE_REQUEST_SENT, RoleRequestDialog } from './role-request-dialog';
import { roleRequestItem } from './role-request-state';

// Another role while signed in (issue 42): the avatar menu's item and its dialog.

type Sent = { method: string; url: string; body: unknown };

const stubServer = () => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      sent.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return { body: buildPendingRequest('Organizer') };
    }),
  );
  return sent;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const rider = buildUser({ roleNames: ['Participant'], roles: ['участник'], participantId: 5 });

describe('the role request', () => {
  it('is offered in the menu to a rider, shown while it waits, and never to an administrator', () => {
    expect(roleRequestItem(rider)).toBe('Запросить другую роль');
    expect(roleRequestItem({ ...rider, addRoleRequest: buildPendingRequest('Organizer') })).toBe(
      'Заявка на роль «организатор»: на рассмотрении',
    );
    expect(roleRequestItem(buildUser({ roleNames: ['Admin'] }))).toBeNull();
    expect(roleRequestItem(buildUser({ roleNames: ['Participant', 'Organizer'] }))).toBeNull();
  });

  it('asks for the organization before sending an organizer request, then sends it', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const onClose = vi.fn();
    renderScreen(<RoleRequestDialog user={rider} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Запросить другую роль' });
    // A rider may only ask to organize.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Organizer']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText('Укажите название организации')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Название организации/), 'Гонки Севера');
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), 'Кроссы по выходным');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/v1/AddRoleRequest',
      body: { roleName: 'Organizer', organizerName: 'Гонки Севера', comment: 'Кроссы по выходным' },
    });
    expect(success).toHaveBeenCalledWith('Заявка отправлена', ROLE_REQUEST_SENT);
  });

  it('shows the waiting request instead of the form', async () => {
    const sent = stubServer();
    renderScreen(
      <RoleRequestDialog
        user={{ ...rider, addRoleRequest: buildPendingRequest('Organizer') }}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Заявка на роль' });
    expect(
      within(dialog).getByText(/Заявка на роль «организатор» \(организация «Клуб «Новый старт»»\)/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Отправить заявку' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
