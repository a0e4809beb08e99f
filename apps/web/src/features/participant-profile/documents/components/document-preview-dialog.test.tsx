import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantProfile } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { DocumentsBlock, emptyDocumentsDraft } from '../documents-block';
import {
  DocumentPreviewDialog,
  type PreviewSource,
} from '@/components/document-preview/document-preview-dialog';

// «Просмотр документа» (part 2 §2.6, §2.7, §8).

const FILE_ID = '11111111-1111-4111-8111-111111111111';

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' }));
  // jsdom has no object URLs.
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:test/${urls.length}-${blob.type}`;
        urls.push(url);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stubFetch = (status: number, body: unknown) => {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push(`${init?.method ?? 'GET'} ${url} ${new Headers(init?.headers).get('authorization') ?? ''}`);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
};

const open = async (source: PreviewSource, onClose = vi.fn()) => {
  renderScreen(<DocumentPreviewDialog source={source} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Просмотр документа' });
  return { dialog, onClose };
};

describe('document preview dialog', () => {
  it('shows an image chosen on this device without a server call; Escape closes it', async () => {
    const sent = stubFetch(500, null);
    const file = new File(['png'], 'скан.png', { type: 'image/png' });
    const { dialog, onClose } = await open({ name: 'Страховой полис', file });
    const image = within(dialog).getByRole('img', { name: 'Страховой полис' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:test/0-image/png'));
    expect(within(dialog).getByText('скан.png')).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Focus is kept inside the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a stored PDF from the base64 call, with a download button', async () => {
    const sent = stubFetch(200, {
      contentType: 'application/pdf',
      content: btoa('%PDF-1.4'),
      fileName: 'справка.pdf',
    });
    const { dialog } = await open({ name: 'Медицинская справка', fileId: FILE_ID });
    const frame = await within(dialog).findByTitle('Медицинская справка');
    expect(frame.tagName).toBe('IFRAME');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:test/0-application/pdf'));
    expect(sent).toEqual([`GET /v1/File/${FILE_ID}/base64 Bearer tok`]);
    expect(within(dialog).getByRole('button', { name: 'Скачать' })).toBeVisible();
  });

  it('streams a document too large for the base64 call from GET /v1/File/{id} (issue 36)', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${url} ${new Headers(init?.headers).get('authorization') ?? ''}`);
      return url.endsWith('/base64')
        ? new Response(
            JSON.stringify({ Error: 'Документ больше 5 Мб: откройте его по адресу /v1/File/{id}' }),
            {
              status: 413,
              headers: { 'content-type': 'application/json' },
            },
          )
        : new Response('%PDF-1.4', {
            status: 200,
            headers: { 'content-type': 'application/pdf' },
          });
    });
    const { dialog } = await open({ name: 'Медицинская справка', fileId: FILE_ID });
    const frame = await within(dialog).findByTitle('Медицинская справка');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:test/0-application/pdf'));
    expect(sent).toEqual([`GET /v1/File/${FILE_ID}/base64 Bearer tok`, `GET /v1/File/${FILE_ID} Bearer tok`]);
    expect(within(dialog).getByText(/Медицинская справка/)).toBeInTheDocument();
  });

  it('says «Что-то пошло не так при загрузке файла» when the file cannot be read', async () => {
    stubFetch(404, { Error: 'Файл не найден' });
    const { dialog } = await open({ name: 'Медицинская справка', fileId: FILE_ID });
    expect(await within(dialog).findByText('Что-то пошло не так при загрузке файла')).toBeInTheDocument();
  });

  it('says the same for a type it cannot show, and for a broken image', async () => {
    stubFetch(200, { contentType: 'application/zip', content: btoa('PK'), fileName: 'a.zip' });
    const first = await open({ name: 'Медицинская справка', fileId: FILE_ID });
    expect(await within(first.dialog).findByText('Что-то пошло не так при загрузке файла')).toBeVisible();
  });

  it('says the same when the image does not decode', async () => {
    const file = new File(['not a png'], 'скан.png', { type: 'image/png' });
    const { dialog } = await open({ name: 'Страховой полис', file });
    fireEvent.error(within(dialog).getByRole('img', { name: 'Страховой полис' }));
    expect(await within(dialog).findByText('Что-то пошло не так при загрузке файла')).toBeVisible();
  });
});

describe('viewing a document from the block', () => {
  it('lets an administrator open a rider’s stored document', async () => {
    const sent = stubFetch(200, { contentType: 'image/jpeg', content: btoa('jpg'), fileName: 'полис.jpg' });
    const profile = {
      id: 7,
      isOwner: false,
      canSeeDocuments: true,
      documents: {
        medicalCertificateFileId: null,
        medicalCertificateStartDate: null,
        medicalCertificateEndDate: null,
        medicalCertificateStatus: 'undefined',
        medicalCertificateRejectReason: null,
        insurancePolicyFileId: FILE_ID,
        insurancePolicyStartDate: '2025-01-01T00:00:00Z',
        insurancePolicyEndDate: '2025-12-31T00:00:00Z',
        insurancePolicyStatus: 'underConsideration',
        insurancePolicyRejectReason: null,
      },
    } as ParticipantProfile;
    renderScreen(
      <DocumentsBlock
        profile={profile}
        editing={false}
        isAdmin
        draft={emptyDocumentsDraft()}
        onDraftChange={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотреть: Страховой полис' }));
    const dialog = await screen.findByRole('dialog', { name: 'Просмотр документа' });
    expect(await within(dialog).findByRole('img', { name: 'Страховой полис' })).toBeInTheDocument();
    expect(sent).toEqual([`GET /v1/File/${FILE_ID}/base64 Bearer tok`]);
  });

  it('shows the owner a file just uploaded from this device, before saving', async () => {
    const sent = stubFetch(500, null);
    const file = new File(['%PDF'], 'справка.pdf', { type: 'application/pdf' });
    const NEW_ID = '33333333-3333-4333-8333-333333333333';
    renderScreen(
      <DocumentsBlock
        profile={{ id: 7, isOwner: true, canSeeDocuments: true, documents: null } as ParticipantProfile}
        editing
        isAdmin={false}
        draft={{
          changes: {
            medicalCertificateFileId: NEW_ID,
            medicalCertificateStartDate: null,
            medicalCertificateEndDate: null,
          },
          localFiles: { medicalCertificate: { fileId: NEW_ID, file } },
        }}
        onDraftChange={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотреть: Медицинская справка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Просмотр документа' });
    await waitFor(() =>
      expect(within(dialog).getByTitle('Медицинская справка')).toHaveAttribute(
        'src',
        'blob:test/0-application/pdf',
      ),
    );
    expect(sent).toEqual([]);
  });
});
