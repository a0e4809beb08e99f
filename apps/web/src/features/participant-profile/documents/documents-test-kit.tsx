import { Button } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantDocuments, ParticipantProfile } from '@velo/contracts';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import { buildProfile as buildRiderProfile } from '@/testing/build-profile';
import { renderScreen } from '@/testing/render-screen';
import {
  DocumentsBlock,
  documentsDraftErrors,
  emptyDocumentsDraft,
  type DocumentsDraft,
} from './documents-block';
import { useSaveDocumentsDraft } from './api/edit-documents';

// Fixtures and helpers of the documents block's component tests: the block inside a stand-in for
// the profile page, fetch and XMLHttpRequest fakes.

export const FILE_A = '11111111-1111-4111-8111-111111111111';
export const FILE_NEW = '33333333-3333-4333-8333-333333333333';

export const noDocuments: ParticipantDocuments = {
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

export const underReview: ParticipantDocuments = {
  ...noDocuments,
  medicalCertificateFileId: FILE_A,
  medicalCertificateStartDate: '2025-01-10T00:00:00Z',
  medicalCertificateEndDate: '2026-01-09T00:00:00Z',
  medicalCertificateStatus: 'underConsideration',
};

/** The owner's profile of a season without races, with the documents block. */
export const buildProfile = (overrides: Partial<ParticipantProfile> = {}): ParticipantProfile =>
  buildRiderProfile({
    age: 40,
    club: '',
    weight: null,
    year: 2025,
    place: null,
    genderPlace: null,
    rating: 0,
    racesCount: 0,
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
export const Page = ({
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
  const saveDocumentsDraft = useSaveDocumentsDraft();
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

export type Sent = { method: string; url: string; body: unknown };

/** fetch answering the JSON calls of the block. */
export const stubFetch = (answer: (request: Sent) => { status?: number; body: unknown }) => {
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
export class FakeXhr {
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

export const card = (name: string) => screen.getByRole('region', { name });
export const fileInput = (name: string) => card(name).querySelector('input[type="file"]') as HTMLInputElement;

export const pdf = (name = 'справка.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

export const typeDate = async (region: HTMLElement, label: string, text: string) => {
  const input = within(region).getByLabelText(new RegExp(`^${label}`));
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  fireEvent.blur(input);
};

/** Renders and waits for the block (the test router renders on its own tick). */
export const show = async (ui: ReactNode) => {
  const view = renderScreen(ui);
  await screen.findByRole('heading', { name: 'Документы', level: 2 });
  return view;
};

export const signIn = () =>
  localStorage.setItem('auth', JSON.stringify({ token: 'tok', expiryDate: '2999-01-01T00:00:00Z' }));
