import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emptyChangeNotes, runWithNotes, tagsToDrop, type ChangeNotes } from '../infra/changes.js';
import type { Write } from './cache-class.js';

declare module 'fastify' {
  interface FastifyRequest {
    changeNotes: ChangeNotes | null;
  }
}

const writeOf = (request: FastifyRequest): Write | null => {
  const declared = request.routeOptions.config?.cache;
  return declared?.class === 'write' ? declared : null;
};

/**
 * The write half of the read path (docs/decisions/read-path.md): a write's handler runs with a place
 * for the changes its use case notes (infra/changes.ts); when it has answered, the tags of those
 * changes, and the kinds its route names that were not reported, are dropped here and in every
 * other process, before the writer hears back (so the writer's next read, anywhere, is fresh).
 */
export const registerWriteChanges = (app: FastifyInstance): void => {
  app.decorateRequest('changeNotes', null);

  app.addHook('preHandler', (request, _reply, done) => {
    if (!writeOf(request)) return done();
    const notes = (request.changeNotes = emptyChangeNotes());
    runWithNotes({ changes: notes }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const declared = writeOf(request);
    const notes = request.changeNotes;
    if (!declared || !notes) return payload;
    request.changeNotes = null;
    const tags = tagsToDrop(declared.changes, notes, reply.statusCode < 400);
    await app.ctx.publicCacheInvalidation.drop(tags, request.user?.id ?? null);
    return payload;
  });
};
