/** One error type for the whole server; the error handler turns it into `{ Error, Errors }`. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, errors?: string[]) =>
  new AppError('BAD_REQUEST', message, errors);
export const notFound = (message = 'Не найдено') => new AppError('NOT_FOUND', message);
/** The value a finder found, or a 404 with the message. */
export const foundOr404 = <T>(value: T | null | undefined, message: string): T => {
  if (value === null || value === undefined) throw notFound(message);
  return value;
};
export const forbidden = (message = 'Нет доступа к этому ресурсу') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Авторизуйтесь в системе.') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string, errors?: string[]) => new AppError('CONFLICT', message, errors);
