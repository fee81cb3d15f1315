/** Machine-readable codes of PLAT-10's error body, one per HTTP status the API answers. */
export const errorCodes = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
} as const;

export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

/**
 * An error whose status, code and message are meant for the client. Throw it from any route
 * or service; the error handler turns it into `{ error: { code, message, fields? } }`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'The requested resource was not found.') => new ApiError(404, errorCodes[404], message);
export const forbidden = (message = 'You do not have access to this resource.') => new ApiError(403, errorCodes[403], message);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, errorCodes[401], message);
/** A conflict; `fields` names the input that caused it (e.g. an e-mail already registered, AUTH-22). */
export const conflict = (message: string, fields?: Record<string, string>) => new ApiError(409, errorCodes[409], message, fields);
export const validationError = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, errorCodes[400], message, fields);

/**
 * 503: an e-mail the request stands on did not leave, so the request kept nothing. The mailer's
 * error (`mailError`) is for the route's log line, never the client.
 */
export class MailNotSent extends ApiError {
  constructor(
    message: string,
    readonly mailError: unknown,
  ) {
    super(503, errorCodes[503], message);
  }
}

export const mailNotSent = (message: string, mailError: unknown) => new MailNotSent(message, mailError);
