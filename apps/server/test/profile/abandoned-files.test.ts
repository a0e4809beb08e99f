import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { queryRows } from '../../src/db/database.js';
import { FILE_REFERENCES } from '../../src/domain/files/purge-abandoned-files.js';
import { PURGE_UPLOADS_JOB } from '../../src/domain/maintenance-jobs.js';
import { useTestApp } from '../helpers/test-app.js';
import { blobCount, buildProfileWorld, JPEG_BYTES, PDF_BYTES, PNG_BYTES, upload } from './profile-helpers.js';

describe('files uploaded but never attached', () => {
  const tt = useTestApp();

  it('knows every column that keeps a file', async () => {
    const keys = await queryRows<{ reference: string }>(
      tt().db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as reference
          from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'files'::regclass order by 1`,
    );
    expect(keys.map((key) => key.reference)).toEqual([...FILE_REFERENCES].sort());
  });

  it('go after a day, bytes and row; attached and recent ones stay', async () => {
    const app = tt();
    const world = await buildProfileWorld(app);
    const abandoned = (await upload(app, world.headers.owner, PDF_BYTES, 'забытая.pdf')).json().id as string;
    const attached = (await upload(app, world.headers.owner, JPEG_BYTES, 'фото.jpg', 'photo')).json()
      .id as string;
    const recent = (await upload(app, world.headers.owner, PNG_BYTES, 'свежая.png')).json().id as string;
    await app.db
      .update(t.participants)
      .set({ photoFileId: attached })
      .where(eq(t.participants.id, world.participantId));
    await app.db
      .update(t.files)
      .set({ createdOn: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(inArray(t.files.id, [abandoned, attached]));
    const blobsBefore = blobCount(app);

    const job = await app.ctx.jobQueue.enqueue(PURGE_UPLOADS_JOB);
    await app.ctx.jobRunner.drain();

    expect((await app.ctx.jobQueue.find(job.id))?.result).toMatchObject({ abandonedFiles: 1 });
    const left = await app.db.select({ id: t.files.id }).from(t.files);
    expect(left.map((file) => file.id).sort()).toEqual([attached, recent].sort());
    expect(blobCount(app)).toBe(blobsBefore - 1);
    const gone = await app.app.inject({
      method: 'GET',
      url: `/v1/File/${abandoned}`,
      headers: world.headers.owner,
    });
    expect(gone.statusCode).toBe(404);
  });
});
