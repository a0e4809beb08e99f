import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { createRequestGate } from '../infra/request-gate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'ahead'`: answered ahead of the line (plugins/request-line.ts): the probes an operator's
     * tools send while the server is busy (health, metrics), and a read that waits for an outside
     * service (the address suggestions), whose slowness must not hold the readers' places.
     */
    line?: 'ahead';
  }
  interface FastifyRequest {
    /** Gives the request's place in the line to the next one (once; plugins/request-line.ts). */
    leaveLine: (() => void) | null;
  }
}

/** How long a refused client is asked to wait before it tries again, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/** A request made inside the server for another one (a page's data, a guest's read): its parent holds the place. */
const isInternal = (request: FastifyRequest) =>
  (request.raw as { isLightMyRequest?: boolean }).isLightMyRequest === true;

/**
 * The line in front of the server's work (docs/decisions/read-path.md, "One line"): at most
 * REQUEST_CONCURRENCY requests are worked on at once, the others wait in the order they came, so
 * that under more requests than the machine answers every caller waits about as long, instead of
 * a read that misses the cache waiting behind every hit that came after it. Reads wait in it, and
 * from when their body is read (a slow sender holds no place) until their answer is made (a slow
 * reader holds none either). Writes do not: they are few, and the slow ones wait for the rating
 * thread, not for this one, where a place held would stop the readers. Nor do the probes (`line:
 * 'ahead'`) and the server's own inner requests. Past REQUEST_QUEUE_MAX waiting, a 503.
 */
export const registerRequestLine = (app: FastifyInstance): void => {
  const { REQUEST_CONCURRENCY: limit, REQUEST_QUEUE_MAX: maxWaiting } = app.ctx.config;
  const gate = createRequestGate({ limit, maxWaiting });
  app.metrics.watchRequestLine(() => ({ active: gate.active, waiting: gate.waiting }));
  app.decorateRequest('leaveLine', null);
  if (limit <= 0) return;

  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config?.line === 'ahead' || config?.cache?.class === 'write') return;
    if (isInternal(request) || request.isMultipart()) return;
    const turn = gate.enter();
    if (turn === false) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Сервер перегружен. Повторите запрос через несколько секунд.',
      );
    }
    if (turn) {
      const gone = () => gate.withdraw(turn);
      reply.raw.once('close', gone);
      const entered = await turn;
      reply.raw.off('close', gone);
      if (!entered) {
        // The client went away while it waited: nothing to answer, no work to do.
        reply.hijack();
        reply.raw.destroy();
        return reply;
      }
    }
    let left = false;
    request.leaveLine = () => {
      if (left) return;
      left = true;
      gate.leave();
    };
    // Abandoned, or answered without the hooks (a hijacked reply): the place is given up then.
    reply.raw.once('close', request.leaveLine);
  });
};

/**
 * The end of a request's turn: its answer is made (the last `onSend` hook, after the cache has kept
 * it and it is compressed), and what is left is sending it, which a slow reader must not be able to
 * hold the line with. Added last (app.ts), so that it runs after every other `onSend` hook.
 */
export const endTurnsOnSend = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, _reply, payload) => {
    request.leaveLine?.();
    return payload;
  });
};
