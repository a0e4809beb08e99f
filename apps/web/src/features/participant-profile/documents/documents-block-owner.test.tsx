import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildProfile,
  card,
  FakeXhr,
  FILE_A,
  FILE_NEW,
  fileInput,
  noDocuments,
  Page,
  pdf,
  show,
  signIn,
  stubFetch,
  typeDate,
  underReview,
} from './documents-test-kit';
import { useSaveDocumentsDraft } from './api/edit-documents';
import { emptyDocumentsDraft } from './documents-block';

// The documents block (part 2 §4, §5, §7.1): the owner uploads, dates and deletes in edit mode.

describe('documents block: the owner in edit mode (part 2 §4, §5, §7.1)', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => notifications.clean());
  });

  it('uploads with a progress bar, asks for the period, and saves only what changed', async () => {
    const sent = stubFetch(({ url, body }) =>
      url === '/v1/Participant/edit-documents'
        ? { body: { ...noDocuments, ...(body as object), medicalCertificateStatus: 'underConsideration' } }
        : { status: 404, body: { Error: 'Не найдено' } },
    );
    const onSaved = vi.fn();
    await show(<Page profile={buildProfile()} startEditing onSaved={onSaved} />);
    const certificate = card('Медицинская справка');
    await within(certificate).findByRole('button', { name: 'Загрузить файл' });

    await userEvent.upload(fileInput('Медицинская справка'), pdf());
    const [upload] = FakeXhr.requests;
    expect(upload?.url).toBe('/v1/File');
    expect(upload?.headers.authorization).toBe('Bearer tok');
    expect(upload?.body?.get('kind')).toBe('document');
    expect((upload?.body?.get('file') as File).name).toBe('справка.pdf');
    act(() => upload?.progress(40, 100));
    expect(
      within(certificate).getByRole('progressbar', { name: 'Загрузка файла: Медицинская справка' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(certificate).getByText('Загрузка… 40 %')).toBeInTheDocument();

    act(() =>
      upload?.respond(200, {
        id: FILE_NEW,
        kind: 'document',
        fileName: 'справка.pdf',
        contentType: 'application/pdf',
        size: 8,
      }),
    );
    expect(await within(certificate).findByText('Новый файл: справка.pdf')).toBeInTheDocument();
    expect(within(certificate).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(certificate).getByText('Введите период действия медицинской справки')).toBeInTheDocument();

    // Save with the period missing: the §5 text, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSaved).toHaveBeenLastCalledWith(null, ['Введите период действия медицинской справки']);
    expect(sent).toEqual([]);

    await typeDate(certificate, 'Действует с', '01/06/25');
    await typeDate(certificate, 'Действует по', '31/05/26');
    await waitFor(() =>
      expect(
        within(certificate).queryByText('Введите период действия медицинской справки'),
      ).not.toBeInTheDocument(),
    );
    expect(within(certificate).getByText('После сохранения документ уйдёт на проверку')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/v1/Participant/edit-documents',
        body: {
          participantId: 7,
          medicalCertificateFileId: FILE_NEW,
          medicalCertificateStartDate: '2025-06-01',
          medicalCertificateEndDate: '2026-05-31',
        },
      },
    ]);
    expect(onSaved.mock.lastCall?.[0]).toMatchObject({ medicalCertificateStatus: 'underConsideration' });
    expect(await screen.findByText('Успешно!')).toBeInTheDocument();
    expect(screen.getByText('Ваши документы успешно загружены')).toBeInTheDocument();
  });

  it('refuses a file over 30 MB with the spec’s warning and uploads nothing', async () => {
    await show(<Page profile={buildProfile()} startEditing />);
    await within(card('Страховой полис')).findByRole('button', { name: 'Загрузить файл' });
    await userEvent.upload(fileInput('Страховой полис'), pdf('полис.pdf', 31_457_281));
    expect(
      await screen.findByText('Слишком большой размер загружаемого файла, максимальный размер 30 Мб.'),
    ).toBeInTheDocument();
    expect(FakeXhr.requests).toEqual([]);
    expect(within(card('Страховой полис')).getByText('Нет документа')).toBeInTheDocument();
  });

  it('accepts exactly 30 MB', async () => {
    await show(<Page profile={buildProfile()} startEditing />);
    await within(card('Страховой полис')).findByRole('button', { name: 'Загрузить файл' });
    await userEvent.upload(fileInput('Страховой полис'), pdf('полис.pdf', 31_457_280));
    expect(FakeXhr.requests).toHaveLength(1);
  });

  it('shows the server’s text when an upload is refused', async () => {
    await show(<Page profile={buildProfile()} startEditing />);
    await within(card('Страховой полис')).findByRole('button', { name: 'Загрузить файл' });
    await userEvent.upload(fileInput('Страховой полис'), pdf('полис.pdf'));
    act(() => FakeXhr.requests[0]?.respond(415, { Error: 'Документ должен быть PDF, JPEG или PNG' }));
    expect(await screen.findByText('Документ должен быть PDF, JPEG или PNG')).toBeInTheDocument();
    expect(within(card('Страховой полис')).getByRole('button', { name: 'Загрузить файл' })).toBeEnabled();
  });

  it('asks for a file when only dates were given', async () => {
    const onSaved = vi.fn();
    await show(<Page profile={buildProfile()} startEditing onSaved={onSaved} />);
    const policy = card('Страховой полис');
    await within(policy).findByLabelText(/^Действует с/);
    await typeDate(policy, 'Действует с', '01/02/25');
    expect(await within(policy).findByText('Выберите файл для страхового полиса')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSaved).toHaveBeenLastCalledWith(null, ['Выберите файл для страхового полиса']);
  });

  it('deletes a stored document with its dates; Cancel brings it back', async () => {
    const sent = stubFetch(() => ({ body: noDocuments }));
    const onSaved = vi.fn();
    await show(<Page profile={buildProfile({ documents: underReview })} startEditing onSaved={onSaved} />);
    const certificate = card('Медицинская справка');
    await userEvent.click(
      await within(certificate).findByRole('button', { name: 'Удалить документ: Медицинская справка' }),
    );
    expect(within(certificate).getByText('Нет документа')).toBeInTheDocument();
    expect(within(certificate).getByText('Документ будет удалён после сохранения')).toBeInTheDocument();
    expect(within(certificate).getByLabelText(/^Действует с/)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(within(certificate).getByText('На проверке')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Редактировать' }));
    await userEvent.click(
      await within(certificate).findByRole('button', { name: 'Удалить документ: Медицинская справка' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({
      participantId: 7,
      medicalCertificateFileId: null,
      medicalCertificateStartDate: null,
      medicalCertificateEndDate: null,
    });
  });

  it('changes only the period of a stored document (with its file id)', async () => {
    const sent = stubFetch(() => ({ body: underReview }));
    await show(<Page profile={buildProfile({ documents: underReview })} startEditing />);
    const certificate = card('Медицинская справка');
    const end = await within(certificate).findByLabelText(/^Действует по/);
    expect(end).toHaveValue('09/01/26');
    await typeDate(certificate, 'Действует по', '09/02/26');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      participantId: 7,
      medicalCertificateFileId: FILE_A,
      medicalCertificateStartDate: '2025-01-10',
      medicalCertificateEndDate: '2026-02-09',
    });
  });

  it('shows the server’s Russian text when saving fails', async () => {
    stubFetch(() => ({ status: 400, body: { Error: 'Файл не найден среди ваших загрузок' } }));
    const onSaved = vi.fn();
    await show(<Page profile={buildProfile({ documents: underReview })} startEditing onSaved={onSaved} />);
    const certificate = card('Медицинская справка');
    await within(certificate).findByLabelText(/^Действует по/);
    await typeDate(certificate, 'Действует по', '09/02/26');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Файл не найден среди ваших загрузок')).toBeInTheDocument();
    expect(onSaved).toHaveBeenLastCalledWith(null, []);
  });

  it('sends nothing when nothing changed', async () => {
    const sent = stubFetch(() => ({ body: noDocuments }));
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveDocumentsDraft(), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    const saveDocumentsDraft = result.current;
    expect(await saveDocumentsDraft(7, emptyDocumentsDraft())).toBeNull();
    expect(sent).toEqual([]);
  });
});
