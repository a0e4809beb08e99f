import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { LOGO_NOT_IMAGE, LOGO_TOO_BIG, logoProblem, OrganizerForm } from './organizer-form';

// The organizer dialog's rules (part 2 §3 Organizer, §7.5).

const stubFetch = (answers: Record<string, unknown>) => {
  const sent: { method: string; url: string; body: BodyInit | null | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url, body: init?.body });
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    return new Response(JSON.stringify(answers[key] ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
};

beforeEach(() => {
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' }));
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: vi.fn(() => 'blob:test/logo'),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ORGANIZER = {
  id: 4,
  name: 'Вело Клуб',
  description: 'Гонки',
  logoId: null,
  createdOn: '2026-01-01T00:00:00Z',
  updatedOn: '2026-01-01T00:00:00Z',
};

describe('logoProblem', () => {
  it('takes images up to 5 MB', () => {
    expect(logoProblem(null)).toBeNull();
    expect(logoProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(logoProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(LOGO_NOT_IMAGE);
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    expect(logoProblem(big)).toBe(LOGO_TOO_BIG);
  });
});

describe('organizer form', () => {
  it('asks for a name and sends nothing without it', async () => {
    const sent = stubFetch({});
    renderScreen(<OrganizerForm organizer={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новый организатор' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не заполнено поле «название организатора»')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates with the logo in the form, and previews it first', async () => {
    const sent = stubFetch({ 'POST /v1/EventOrganizer/create': ORGANIZER });
    const onClose = vi.fn();
    renderScreen(<OrganizerForm organizer={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Новый организатор' });
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Вело Клуб');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, logo);
    expect(within(dialog).getByRole('img', { name: 'Логотип организатора' })).toHaveAttribute(
      'src',
      'blob:test/logo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /v1/EventOrganizer/create']);
    const form = sent[0]!.body as FormData;
    expect(form.get('name')).toBe('Вело Клуб');
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('on edit lists the users, saves the fields, then sends a new logo to update-picture', async () => {
    const sent = stubFetch({
      'GET /v1/EventOrganizer/users': [
        { id: 9, email: 'org@example.com', firstName: 'Олег', lastName: 'Иванов' },
      ],
      'PUT /v1/EventOrganizer/update': ORGANIZER,
      'POST /v1/EventOrganizer/update-picture': ORGANIZER,
    });
    const onClose = vi.fn();
    renderScreen(<OrganizerForm organizer={ORGANIZER} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование организатора' });
    expect(await within(dialog).findByText('Иванов Олег · org@example.com')).toBeInTheDocument();
    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['png'], 'new.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.url).toBe('/v1/EventOrganizer/users?eventOrganizerId=4');
    // The writes, in order (the users are read again after them).
    const writes = sent.filter(({ method }) => method !== 'GET');
    expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'PUT /v1/EventOrganizer/update',
      'POST /v1/EventOrganizer/update-picture',
    ]);
    expect((writes[0]!.body as FormData).get('id')).toBe('4');
    expect((writes[0]!.body as FormData).get('needToDeleteLogo')).toBe('false');
    expect((writes[1]!.body as FormData).get('id')).toBe('4');
    expect((writes[1]!.body as FormData).get('logo')).toBeInstanceOf(File);
  });
});
