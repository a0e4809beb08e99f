import { Button } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantDocuments, ParticipantProfile } from '@velo/contracts';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/components/test-utils';
import {
  DocumentsBlock,
  documentsDraftErrors,
  emptyDocumentsDraft,
  saveDocumentsDraft,
  type DocumentsDraft,
} from './documents-block';

// The documents block (part 2 §2.7, §4, §5, §6, §7.1, §7.7) inside a stand-in for the profile page.

const FILE_A = '11111111-1111-4111-8111-111111111111';
const FILE_NEW = '33333333-3333-4333-8333-333333333333';

const noDocuments: ParticipantDocuments = {
  medicalCertificateFileId: null,
  medicalCertificateStartDate: null,
  medicalCertificateEndDate: null,
  medicalCertificateStatus: 'undefined',
  medicalCertificateRejectReason: null,
  insurancePolicyFileId: null,
  insurancePolicyStartDate: null,
  insurancePolicyEndDate: null,
  insurancePolicyStatus: 'undefined',
  insurancePolicyRejectReason: null,
};

const underReview: ParticipantDocuments = {
  ...noDocuments,
  medicalCertificateFileId: FILE_A,
  medicalCertificateStartDate: '2025-01-10T00:00:00Z',
  medicalCertificateEndDate: '2026-01-09T00:00:00Z',
  medicalCertificateStatus: 'underConsideration',
};

const buildProfile = (overrides: Partial<ParticipantProfile> = {}): ParticipantProfile => ({
  id: 7,
  userId: 3,
  hasAccount: true,
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: '',
  firstNameTransliteration: 'Ivan',
  lastNameTransliteration: 'Petrov',
  gender: 'male',
  age: 40,
  yearOfBirth: 1985,
  club: '',
  city: '',
  height: null,
  weight: null,
  strava: '',
  uciId: '',
  photoFileId: null,
  year: 2025,
  place: null,
  genderPlace: null,
  rating: 0,
  racesCount: 0,
  inCurrentUserFavorites: false,
  showFavoriteIcon: false,
  lastParticipatedYear: 2025,
  participatedYears: [2025],
  topPlacesCount: [],
  latestBest5Results: [],
  canSeeDocuments: true,
  isOwner: true,
  documents: noDocuments,
  ...overrides,
});

/** A stand-in for the profile page: edit mode, the draft, and Save as the page would call it. */
const Page = ({
  profile,
  isAdmin = false,
  startEditing = false,
  onSaved,
}: {
  profile: ParticipantProfile;
  isAdmin?: boolean;
  startEditing?: boolean;
  onSaved?: (documents: ParticipantDocuments | null, errors: string[]) => void;
}) => {
  const [editing, setEditing] = useState(startEditing);
  const [draft, setDraft] = useState<DocumentsDraft>(emptyDocumentsDraft());
  return (
    <>
      <Notifications />
      <DocumentsBlock
        profile={profile}
        editing={editing}
        isAdmin={isAdmin}
        draft={draft}
        onDraftChange={setDraft}
      />
      <Button onClick={() => setEditing(true)}>Редактировать</Button>
      <Button
        onClick={async () => {
          const errors = documentsDraftErrors(draft, profile.documents);
          const saved = errors.length ? null : await saveDocumentsDraft(profile.id, draft);
          onSaved?.(saved, errors);
        }}
      >
        Сохранить
      </Button>
      <Button
        onClick={() => {
          setEditing(false);
          setDraft(emptyDocumentsDraft());
        }}
      >
        Отменить
      </Button>
    </>
  );
};

type Sent = { method: string; url: string; body: unknown };

/** fetch answering the JSON calls of the block. */
const stubFetch = (answer: (request: Sent) => { status?: number; body: unknown }) => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
};

/**
 * The upload goes through XMLHttpRequest (for its progress events): a fake one that waits until
 * the test answers it.
 */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const card = (name: string) => screen.getByRole('region', { name });
const fileInput = (name: string) => card(name).querySelector('input[type="file"]') as HTMLInputElement;

const pdf = (name = 'справка.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const typeDate = async (region: HTMLElement, label: string, text: string) => {
  const input = within(region).getByLabelText(new RegExp(`^${label}`));
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  fireEvent.blur(input);
};

/** Renders and waits for the block (the test router renders on its own tick). */
const show = async (ui: ReactNode) => {
  const view = renderScreen(ui);
  await screen.findByRole('heading', { name: 'Документы', level: 2 });
  return view;
};

const signIn = () =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' }));

describe('documents block: what each viewer sees (part 2 §2.7, §6)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => notifications.clean());
  });

  it('shows the owner each status with its word, the reject comment and the period, read-only', async () => {
    const profile = buildProfile({
      documents: {
        ...underReview,
        insurancePolicyFileId: '22222222-2222-4222-8222-222222222222',
        insurancePolicyStartDate: '2025-02-01T00:00:00Z',
        insurancePolicyEndDate: '2025-12-31T00:00:00Z',
        insurancePolicyStatus: 'rejected',
        insurancePolicyRejectReason: 'Не читается печать',
      },
    });
    await show(<Page profile={profile} />);
    const certificate = card('Медицинская справка');
    expect(within(certificate).getByText('На проверке')).toBeInTheDocument();
    expect(within(certificate).getByText('Действует с 10/01/25 по 09/01/26')).toBeInTheDocument();
    const policy = card('Страховой полис');
    expect(within(policy).getByText('Отклонено')).toBeInTheDocument();
    expect(within(policy).getByText(/Не читается печать/)).toBeInTheDocument();
    // Read-only: no upload, no dates, no status dropdown.
    expect(screen.queryByRole('button', { name: /Загрузить файл|Заменить файл/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Действует с/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(certificate).getByRole('button', { name: 'Просмотреть: Медицинская справка' }),
    ).toBeVisible();
  });

  it('hints with a question mark that no documents exist', async () => {
    await show(<Page profile={buildProfile()} />);
    expect(screen.getByText(/Документы ещё не загружены/)).toBeInTheDocument();
    expect(within(card('Медицинская справка')).getByText('Нет документа')).toBeInTheDocument();
    expect(within(card('Страховой полис')).getByText('Нет документа')).toBeInTheDocument();
  });

  it('gives an administrator no uploads and no dates, even in edit mode', async () => {
    await show(
      <Page profile={buildProfile({ isOwner: false, documents: underReview })} isAdmin startEditing />,
    );
    expect(within(card('Медицинская справка')).getByLabelText('Статус: Медицинская справка')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Загрузить файл|Заменить файл/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Действует с/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Удалить документ/ })).not.toBeInTheDocument();
    // A document that does not exist has nothing to judge.
    expect(within(card('Страховой полис')).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

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
    expect(await saveDocumentsDraft(7, emptyDocumentsDraft())).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('documents block: the administrator’s decision (part 2 §2.7, §4, §7.7)', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => notifications.clean());
  });

  it('approves at once through set-participant-document-status', async () => {
    const sent = stubFetch(() => ({ body: { ...underReview, medicalCertificateStatus: 'approved' } }));
    const onChange = vi.fn();
    await show(
      <>
        <Notifications />
        <DocumentsBlock
          profile={buildProfile({ isOwner: false, documents: underReview })}
          editing={false}
          isAdmin
          draft={emptyDocumentsDraft()}
          onDraftChange={() => {}}
          onDocumentsChange={onChange}
        />
      </>,
    );
    const certificate = card('Медицинская справка');
    const select = within(certificate).getByLabelText('Статус: Медицинская справка');
    expect(select).toHaveValue('underConsideration');
    await userEvent.selectOptions(select, 'Одобрено');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/v1/Admin/set-participant-document-status',
      body: { participantId: 7, medicalCertificateStatus: 'approved' },
    });
    expect(await screen.findByText('Статус документов установлен')).toBeInTheDocument();
    expect(within(certificate).getByText('Одобрено', { selector: 'span' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ medicalCertificateStatus: 'approved' }));
  });

  it('rejects with a comment: the comment is required, then shown', async () => {
    const sent = stubFetch(({ body }) => ({
      body: {
        ...underReview,
        medicalCertificateStatus: 'rejected',
        medicalCertificateRejectReason: (body as { medicalCertificateRejectReason: string })
          .medicalCertificateRejectReason,
      },
    }));
    await show(<Page profile={buildProfile({ isOwner: false, documents: underReview })} isAdmin />);
    const certificate = card('Медицинская справка');
    await userEvent.selectOptions(
      within(certificate).getByLabelText('Статус: Медицинская справка'),
      'Отклонено',
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(certificate).getByRole('button', { name: 'Отклонить' }));
    expect(
      await within(certificate).findByText('Укажите причину отклонения медицинской справки'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(certificate).getByLabelText(/^Причина отклонения/), 'Нет печати врача');
    await userEvent.click(within(certificate).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      participantId: 7,
      medicalCertificateStatus: 'rejected',
      medicalCertificateRejectReason: 'Нет печати врача',
    });
    expect(await within(certificate).findByText(/Нет печати врача/)).toBeInTheDocument();
    expect(within(certificate).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(certificate).getByText('Отклонено', { selector: 'span' })).toBeInTheDocument();
  });

  it('keeps the stored status when the server refuses, with its text', async () => {
    stubFetch(() => ({ status: 400, body: { Error: 'Документ не загружен' } }));
    await show(<Page profile={buildProfile({ isOwner: false, documents: underReview })} isAdmin />);
    const select = within(card('Медицинская справка')).getByLabelText('Статус: Медицинская справка');
    await userEvent.selectOptions(select, 'Одобрено');
    expect(await screen.findByText('Документ не загружен')).toBeInTheDocument();
    expect(select).toHaveValue('underConsideration');
  });
});
