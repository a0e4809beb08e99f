import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema/index.js';
import { buildAccount, bearer, tokenFor } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { multipart, type MultipartPart } from '../helpers/multipart.js';
import type { TestApp } from '../helpers/test-app.js';

/** Files worth uploading: real magic bytes, so the server's content sniffing sees what they are. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const TEXT_BYTES = Buffer.from('Это просто текст, а не картинка');
export const TOO_LARGE_MESSAGE = 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.';

export type Headers = Record<string, string>;

/**
 * The people of the capability table (part 2 §6): the rider who owns the profile, another
 * signed-in rider, a guest, an organizer and an administrator. The owner's account is named, so
 * mails and notifications can be checked.
 */
export const buildProfileWorld = async (app: TestApp) => {
  const organizer = await buildOrganizer(app.db, { name: 'Клуб «Вираж»' });
  const owner = await buildAccount(app.db, {
    roles: ['Participant'],
    withParticipant: true,
    firstName: 'Анна',
    lastName: 'Смирнова',
    email: 'anna@example.test',
  });
  const other = await buildAccount(app.db, { roles: ['Participant'], withParticipant: true });
  const organizerAccount = await buildAccount(app.db, { roles: ['Organizer'], organizerId: organizer.id });
  const admin = await buildAccount(app.db, { roles: ['Admin'], email: 'admin@example.test' });
  const headersOf = async (userId: number, role: 'Participant' | 'Organizer' | 'Admin') =>
    bearer(await tokenFor(app, userId, role));
  return {
    organizerId: organizer.id,
    participantId: owner.participant!.id,
    otherParticipantId: other.participant!.id,
    userIds: { owner: owner.user.id, other: other.user.id, admin: admin.user.id },
    headers: {
      owner: await headersOf(owner.user.id, 'Participant'),
      other: await headersOf(other.user.id, 'Participant'),
      guest: {} as Headers,
      organizer: await headersOf(organizerAccount.user.id, 'Organizer'),
      admin: await headersOf(admin.user.id, 'Admin'),
    },
  };
};
export type ProfileWorld = Awaited<ReturnType<typeof buildProfileWorld>>;

/** Sends a multipart form (parts in order; a name may repeat) through app.inject. */
export const postForm = (app: TestApp, url: string, headers: Headers, parts: MultipartPart[]) => {
  const form = multipart(parts);
  return app.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

export const field = (name: string, value: string | number | boolean): MultipartPart => ({
  name,
  value: String(value),
});
export const filePart = (
  name: string,
  content: Buffer,
  fileName: string,
  contentType?: string,
): MultipartPart => ({
  name,
  fileName,
  content,
  ...(contentType ? { contentType } : {}),
});

export const editProfile = (app: TestApp, headers: Headers, parts: MultipartPart[]) =>
  postForm(app, '/v1/Participant/edit-participant-info', headers, parts);

/** POST /v1/File as the given caller; answers the response. */
export const upload = (
  app: TestApp,
  headers: Headers,
  content: Buffer,
  fileName: string,
  kind?: 'document' | 'photo',
) =>
  postForm(app, '/v1/File', headers, [
    ...(kind ? [field('kind', kind)] : []),
    filePart('file', content, fileName),
  ]);

/** Uploads a document and answers its id. */
export const uploadDocument = async (
  app: TestApp,
  headers: Headers,
  fileName = 'справка.pdf',
  content = PDF_BYTES,
) => {
  const response = await upload(app, headers, content, fileName);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
};

export const editDocuments = (app: TestApp, headers: Headers, body: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/v1/Participant/edit-documents', headers, payload: body });

export const setDocumentStatus = (app: TestApp, headers: Headers, body: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/Admin/set-participant-document-status',
    headers,
    payload: body,
  });

export const profileAs = async (app: TestApp, headers: Headers, participantId: number) => {
  const response = await app.app.inject({
    method: 'GET',
    url: `/v1/Participant/participant-info?participantId=${participantId}`,
    headers,
  });
  if (response.statusCode !== 200)
    throw new Error(`participant-info: ${response.statusCode} ${response.body}`);
  return response.json();
};

export const participantRow = async (app: TestApp, id: number) => {
  const [row] = await app.db.select().from(t.participants).where(eq(t.participants.id, id));
  return row!;
};

export const fileRows = (app: TestApp) => app.db.select().from(t.files);

/** How many blobs the store holds (the bytes behind file records). */
export const blobCount = (app: TestApp): number => {
  const root = path.join(app.config.DATA_DIR, 'files');
  const walk = (dir: string): number => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return 0;
    }
    return entries.reduce((n, name) => {
      const full = path.join(dir, name);
      return n + (statSync(full).isDirectory() ? walk(full) : 1);
    }, 0);
  };
  return walk(root);
};

export const notificationsOf = (app: TestApp) =>
  app.db.select().from(t.notifications).orderBy(t.notifications.id);
