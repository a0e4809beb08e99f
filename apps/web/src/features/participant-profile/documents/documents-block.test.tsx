import { Notifications, notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile, card, Page, show, signIn, stubFetch, underReview } from './documents-test-kit';
import { DocumentsBlock, emptyDocumentsDraft } from './documents-block';

// The documents block (part 2 §2.7, §6, §7.7): what each viewer sees, and the administrator's decision.

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
