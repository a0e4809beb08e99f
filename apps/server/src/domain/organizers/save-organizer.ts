import type { CreateOrganizerForm, Organizer, UpdateOrganizerForm } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { storeFile } from '../files/store-file.js';
import { removeBlobs } from '../files/store-file.js';
import { dropUnusedFiles } from '../files/file-references-repository.js';
import {
  assertOrganizerNameFree,
  getOrganizer,
  insertOrganizerRow,
  updateOrganizerRow,
} from './organizers-repository.js';
import { presentOrganizer } from './present-organizer.js';

/** Stores an uploaded logo: an image by its content (JPEG, PNG, WebP, GIF; never SVG), at most 30 MB. */
export const storeLogo = async (ctx: AppContext, tx: Transaction, logo: UploadedFile, ownerUserId: number) =>
  storeFile(ctx, tx, { upload: logo, fileName: logo.fileName, kind: 'logo', ownerUserId });

/** An administrator adds an organizer, with its logo when one is sent. */
export const createOrganizer = async (
  ctx: AppContext,
  user: AuthUser,
  form: CreateOrganizerForm,
  logo: UploadedFile | undefined,
): Promise<Organizer> =>
  ctx.database.db.transaction(async (tx) => {
    await assertOrganizerNameFree(tx, form.name);
    const stored = logo ? await storeLogo(ctx, tx, logo, user.id) : null;
    const row = await insertOrganizerRow(tx, {
      name: form.name,
      description: form.description,
      logoFileId: stored?.id ?? null,
    });
    return presentOrganizer(row);
  });

type OrganizerChange = {
  id: number;
  name?: string | undefined;
  description?: string | undefined;
  logo?: UploadedFile | undefined;
  needToDeleteLogo?: boolean;
};

/** Changes what is sent; a new logo replaces the old one, whose file is deleted. */
const changeOrganizer = async (
  ctx: AppContext,
  user: AuthUser,
  change: OrganizerChange,
): Promise<Organizer> => {
  const { organizer, dropped } = await ctx.database.db.transaction(async (tx) => {
    const current = await getOrganizer(tx, change.id);
    if (change.name !== undefined) await assertOrganizerNameFree(tx, change.name, current.id);
    const stored = change.logo ? await storeLogo(ctx, tx, change.logo, user.id) : null;
    const replacesLogo = Boolean(stored) || Boolean(change.needToDeleteLogo);
    const row = await updateOrganizerRow(tx, current.id, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(replacesLogo ? { logoFileId: stored?.id ?? null } : {}),
    });
    const keys = replacesLogo ? await dropUnusedFiles(tx, [current.logoFileId]) : [];
    return { organizer: presentOrganizer(row), dropped: keys };
  });
  await removeBlobs(ctx, dropped);
  return organizer;
};

export const updateOrganizer = (
  ctx: AppContext,
  user: AuthUser,
  form: UpdateOrganizerForm,
  logo: UploadedFile | undefined,
): Promise<Organizer> => changeOrganizer(ctx, user, { ...form, logo });

/** POST /v1/EventOrganizer/update-picture: only the logo changes. */
export const updateOrganizerPicture = (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  logo: UploadedFile | undefined,
): Promise<Organizer> => {
  if (!logo) throw badRequest('Выберите файл логотипа (поле logo)');
  return changeOrganizer(ctx, user, { id, logo });
};
