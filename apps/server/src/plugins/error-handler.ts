import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@velo/contracts';
import { AppError } from '../errors.js';
import { NOT_MULTIPART_MESSAGE } from '../lib/multipart.js';
import { invalidRequest } from '../lib/request-validation.js';
import { describeError } from '../lib/safe-error.js';

/** Russian messages for the framework's own 4xx errors, by their code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое, а ожидается JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Неверная длина тела запроса',
  FST_REQ_FILE_TOO_LARGE: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  FST_FILES_LIMIT: 'Слишком много файлов в запросе',
  FST_PARTS_LIMIT: 'Слишком много полей в запросе',
  FST_FIELDS_LIMIT: 'Слишком много полей в запросе',
  FST_INVALID_MULTIPART_CONTENT_TYPE: NOT_MULTIPART_MESSAGE,
  FST_ERR_VALIDATION: 'Неверный запрос',
  FST_ERR_BAD_URL: 'Неверный адрес запроса',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Неверный запрос',
  401: 'Авторизуйтесь в системе.',
  403: 'Нет доступа к этому ресурсу',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  406: 'Неподдерживаемый формат запроса',
  413: 'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
  415: 'Неподдерживаемый тип содержимого запроса',
  429: 'Слишком много запросов, попробуйте позже',
};

const INTERNAL_MESSAGE = 'Внутренняя ошибка сервера. Попробуйте позже.';

/** The request part a schema failed on as a whole, in words. */
const partName = (context: string | undefined): string =>
  context === 'body' ? 'тело запроса' : (context ?? 'запрос');

/**
 * A database refusal that a request caused, by its SQLSTATE: a use case should have said it in its
 * own words first, but if one did not (a record that does not exist, a value past a column), the
 * client gets a 4xx in words rather than a 500. The log still gets the error (see below).
 */
const DATABASE_REFUSALS: { test: (state: string) => boolean; status: number; message: string }[] = [
  {
    test: (state) => state === '23503',
    status: 409,
    message: 'Связанная запись не найдена или на эту запись ссылаются другие записи',
  },
  { test: (state) => state === '23505', status: 409, message: 'Такая запись уже существует' },
  {
    test: (state) => state === '23502' || state === '23514',
    status: 400,
    message: 'Значение не подходит для этого поля',
  },
  {
    // A number or a date past its column, a text past its length. Other data errors (a bad cast,
    // 22P02) come from our own code, since requests are checked first: they stay 500s.
    test: (state) => ['22003', '22008', '22001'].includes(state),
    status: 400,
    message: 'Значение вне допустимого диапазона',
  },
];

const sqlStateOf = (error: unknown, depth = 0): string | undefined => {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlStateOf((error as Error & { cause?: unknown }).cause, depth + 1);
};

export const databaseRefusal = (error: unknown) => {
  const state = sqlStateOf(error);
  return state ? DATABASE_REFUSALS.find((refusal) => refusal.test(state)) : undefined;
};

export const toErrorBody = (error: FastifyError | Error): { status: number; body: ErrorBody } => {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { Error: error.message, ...(error.errors?.length ? { Errors: error.errors } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? 'неверное значение',
    }));
    return toErrorBody(invalidRequest(issues, partName((error as FastifyError).validationContext)));
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    const message = (code && FRAMEWORK_MESSAGES[code]) ?? STATUS_MESSAGES[status] ?? 'Неверный запрос';
    return { status, body: { Error: message } };
  }
  const refusal = databaseRefusal(error);
  if (refusal) return { status: refusal.status, body: { Error: refusal.message } };
  return { status: 500, body: { Error: INTERNAL_MESSAGE } };
};

/**
 * The router's own refusals (a broken percent-encoding, a parameter past its length), which happen
 * before any route and so never reach the error handler: the same body as every other error.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const { status, body } = toErrorBody(error);
  void reply.status(status).type('application/json; charset=utf-8').send(body);
};

/**
 * One error handler: `{ Error, Errors }` bodies; 5xx are logged and never show internals. The log
 * line names the route and the error's class and codes (lib/safe-error.ts), never the query's
 * parameters, the request's body or query string; a 4xx is logged by its status, code and route
 * pattern, never by its message (which may quote what the caller sent).
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorBody(error);
    if ((error as FastifyError).code === 'ERR_STREAM_PREMATURE_CLOSE' || request.raw.destroyed) {
      // The client went away before its answer was sent (a page left, a tab closed): nothing failed
      // here, and nobody is left to answer.
      request.log.info(
        { route: request.routeOptions.url, method: request.method },
        'client closed the connection',
      );
      return reply.status(status).type('application/json; charset=utf-8').send(body);
    }
    if (status >= 500) {
      request.log.error(
        {
          route: request.routeOptions.url ?? '(не найден)',
          method: request.method,
          error: describeError(error),
        },
        'request failed',
      );
    } else if (databaseRefusal(error) && !(error instanceof AppError)) {
      // A refusal the use case did not foresee: a 4xx to the client, and a line for us to fix it.
      request.log.warn(
        {
          route: request.routeOptions.url ?? '(не найден)',
          method: request.method,
          error: describeError(error),
        },
        'database refused a request',
      );
    } else {
      // A refusal's message may name what the request carried (an e-mail, a rider, an organizer):
      // the log keeps its status, code and route pattern only.
      request.log.info(
        {
          status,
          code: (error as FastifyError).code ?? null,
          route: request.routeOptions.url ?? '(не найден)',
          method: request.method,
        },
        'request refused',
      );
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
};
