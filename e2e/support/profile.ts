import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './auth';

// Helpers of the participant profile specs (part 2 §2.1–2.4, §6).

export type Session = { token: string; expiryDate: string };
type Role = 'Participant' | 'Organizer' | 'Admin';

/** Signs in through the API (the sign-in screen has its own specs). */
export const apiSignIn = async (
  request: APIRequestContext,
  account: { email: string; password: string },
  role: Role = 'Participant',
  headers: Record<string, string> = {},
): Promise<Session> => {
  const response = await request.post('/v1/User/login', {
    headers,
    data: { email: account.email, password: account.password, role },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { token: string; expiryDate: string };
  return { token: body.token, expiryDate: body.expiryDate };
};

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** Opens the app as a signed-in user: the session is stored before any page script runs. */
export const useSession = async (page: Page, session: Session) => {
  await page.addInitScript((stored) => localStorage.setItem('auth', JSON.stringify(stored)), session);
};

/** Skips the cookie notice and the rating disclaimer (they cover screens). */
export const skipNotices = async (page: Page) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieNoticeShown', 'true');
    localStorage.setItem('isRatingDisclaimerShown', 'true');
  });
};

export const currentUser = async (request: APIRequestContext, session: Session) => {
  const response = await request.get('/v1/User/get-current', { headers: bearer(session) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; participantId: number | null; email: string };
};

export type Profile = {
  id: number;
  firstName: string;
  lastName: string;
  yearOfBirth: number | null;
  weight: number | null;
  height: number | null;
  uciId: string;
  strava: string;
  club: string;
  firstNameTransliteration: string;
  lastNameTransliteration: string;
  photoFileId: string | null;
  participatedYears: number[];
  lastParticipatedYear: number | null;
  /** The linked account: for its owner and administrators only (null for a guest, issue 34). */
  userId: number | null;
  inCurrentUserFavorites: boolean;
};

export const readProfile = async (
  request: APIRequestContext,
  participantId: number,
  session?: Session,
): Promise<Profile> => {
  const response = await request.get(`/v1/Participant/participant-info?participantId=${participantId}`, {
    headers: session ? bearer(session) : {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Profile;
};

/** The editable fields as they are now, to put back after a test. */
export const editableFieldsOf = (profile: Profile): Record<string, string> => ({
  yearOfBirth: profile.yearOfBirth === null ? '' : String(profile.yearOfBirth),
  weight: profile.weight === null ? '' : String(profile.weight),
  height: profile.height === null ? '' : String(profile.height),
  uciId: profile.uciId,
  club: profile.club,
  firstNameTransliteration: profile.firstNameTransliteration,
  lastNameTransliteration: profile.lastNameTransliteration,
});

/**
 * Puts a rider's data back (POST /v1/Participant/edit-participant-info as the owner or an
 * administrator); `deletePhoto` removes a photo a test added.
 */
export const restoreProfile = async (
  request: APIRequestContext,
  session: Session,
  participantId: number,
  fields: Record<string, string>,
  deletePhoto = false,
) => {
  const multipart: Record<string, string> = { id: String(participantId) };
  for (const [name, value] of Object.entries(fields)) {
    // The year of birth cannot be cleared; an empty one was never set.
    if (name === 'yearOfBirth' && value === '') continue;
    multipart[name] = value;
  }
  if (deletePhoto) multipart.needToDeletePhoto = 'true';
  const response = await request.post('/v1/Participant/edit-participant-info', {
    headers: bearer(session),
    multipart,
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** A rider of the rating that no other spec touches: far down the table of an early season. */
export const quietRider = async (request: APIRequestContext, year: number, page: number) => {
  const response = await request.post('/v1/Statistic/paged-rating', {
    data: { year, page, size: 1, gender: 'all', sort: { fieldName: 'place', direction: 1 } },
  });
  expect(response.ok()).toBe(true);
  const { participants } = (await response.json()) as { participants: { items: { id: number }[] } };
  const id = participants.items[0]?.id;
  if (!id) throw new Error(`no rider on page ${page} of ${year}`);
  return id;
};

/** The demo rider's record as the own profile reads it (GET /v1/Participant/participant-lk). */
export type DemoRiderRecord = {
  id: number;
  lastName: string;
  firstName: string;
  yearOfBirth: number;
  gender: 'male' | 'female';
};

export const demoRiderRecord = async (request: APIRequestContext): Promise<DemoRiderRecord> => {
  const own = await request.get('/v1/Participant/participant-lk', {
    headers: bearer(await apiSignIn(request, DEMO.rider)),
  });
  expect(own.ok()).toBe(true);
  return (await own.json()) as DemoRiderRecord;
};

/** The demo rider (the owner of the specs) and their participant id. */
export const demoRider = async (request: APIRequestContext) => {
  const session = await apiSignIn(request, DEMO.rider);
  const user = await currentUser(request, session);
  if (!user.participantId) throw new Error('the demo rider has no participant');
  return { session, participantId: user.participantId };
};

/** A PNG drawn by the browser (a blue sky over a green field), for the photo picker. */
export const drawPng = async (page: Page, width = 480, height = 360): Promise<Buffer> => {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#4a90d9';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#3c9a3c';
      context.fillRect(0, h * 0.6, w, h * 0.4);
      context.fillStyle = '#ffcc00';
      context.beginPath();
      context.arc(w * 0.7, h * 0.3, h * 0.12, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
};

/** The season tabs and the profile's main blocks. */
export const seasons = (page: Page) => page.getByRole('navigation', { name: 'Сезон' });
export const protocolsTable = (page: Page) => page.getByRole('table', { name: /^Протоколы участника за/ });
/**
 * Scrolls to the protocols table's place, as a reader does: its code loads when the place comes
 * near the screen (issue 42). Returns the table.
 */
export const scrollToProtocols = async (page: Page) => {
  await page.locator('#protocols').scrollIntoViewIfNeeded();
  return protocolsTable(page);
};
export const profileHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Records the multipart bodies of POST /v1/Participant/edit-participant-info (the browser does not
 * expose a body holding a file unless the request is routed) and lets each through.
 */
export const recordProfileEdits = async (page: Page) => {
  const bodies: string[] = [];
  await page.route('**/v1/Participant/edit-participant-info', async (route) => {
    bodies.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
    await route.continue();
  });
  return bodies;
};

/** The field names of a multipart body. */
export const partNames = (body: string) => [...body.matchAll(/\bname="([^"]+)"/g)].map((m) => m[1]).sort();
