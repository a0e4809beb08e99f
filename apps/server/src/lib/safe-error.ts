import { AppError } from '../errors.js';

/**
 * What of an error may be written to the log. A database error carries the query and its
 * parameters (drizzle's `query`/`params`, and a message that repeats both), and PostgreSQL's own
 * message or `detail` may quote a value ('invalid input syntax for type integer: "…"', 'Key
 * (email)=(…) already exists'): an e-mail or a password hash would end up in the log. So the log
 * gets the error's class, its code, PostgreSQL's SQLSTATE and the names of the constraint, table
 * and column, the stack's frames, and the message only of our own errors (Russian sentences we
 * wrote); never a message, query, parameter or request body from elsewhere.
 */
export type SafeError = {
  type: string;
  code?: string;
  message?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: SafeError;
  stack?: string[];
};

/** Fields a PostgreSQL error (node-postgres or PGlite) carries that name schema objects, not values. */
const DATABASE_NAME_FIELDS = ['constraint', 'table', 'column', 'routine'] as const;

const isSqlState = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value);

const frames = (stack: string | undefined): string[] | undefined => {
  const lines = stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, 12);
  return lines?.length ? lines : undefined;
};

export const describeError = (error: unknown, depth = 0): SafeError => {
  if (!(error instanceof Error)) return { type: error === null ? 'null' : typeof error };
  const fields = error as Error & Record<string, unknown>;
  const described: SafeError = { type: error.constructor?.name || error.name || 'Error' };
  if (isSqlState(fields.code)) described.sqlState = fields.code;
  else if (typeof fields.code === 'string' && fields.code.length <= 64) described.code = fields.code;
  if (error instanceof AppError) described.message = error.message;
  for (const name of DATABASE_NAME_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' && value.length <= 128) described[name] = value;
  }
  if (fields.cause !== undefined && depth < 3) described.cause = describeError(fields.cause, depth + 1);
  const stack = frames(error.stack);
  if (stack) described.stack = stack;
  return described;
};
