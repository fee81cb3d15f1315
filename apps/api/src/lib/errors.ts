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

import type { UiLanguage } from '@clinvia/contracts/ui-language';

/**
 * I18N-6: the generic messages of the error answers, in each language the portal speaks. A
 * message written for one case (a route's own words) stays as written; these are the defaults.
 */
export const genericMessages = {
  en: {
    notFound: 'The requested resource was not found.',
    forbidden: 'You do not have access to this resource.',
    unauthorized: 'Please sign in to continue.',
    internal: 'Something went wrong on our side. Please try again.',
    validation: 'Please correct the highlighted fields.',
    invalidValue: 'Invalid value',
  },
  es: {
    notFound: 'No encontramos lo que buscaba.',
    forbidden: 'No tiene acceso a este contenido.',
    unauthorized: 'Inicie sesión para continuar.',
    internal: 'Algo salió mal de nuestro lado. Por favor, inténtelo de nuevo.',
    validation: 'Corrija los campos marcados.',
    invalidValue: 'Valor no válido',
  },
} as const satisfies Record<UiLanguage, Record<string, string>>;
export type GenericMessage = keyof (typeof genericMessages)['en'];

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
    /** Set when the message is a generic one: the error handler then says it in the request's language (I18N-6). */
    readonly generic?: GenericMessage,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** I18N-11: what a request in Spanish is told, for a message with a value inside (no text to look up). */
  spanish?: { message?: string; fields?: Record<string, string> };

  /** Sets `spanish`; returns the error, to be thrown. */
  inSpanish(message: string | undefined, fields?: Record<string, string>): this {
    this.spanish = { ...(message === undefined ? {} : { message }), ...(fields === undefined ? {} : { fields }) };
    return this;
  }
}

function generic(status: 401 | 403 | 404, key: GenericMessage, message: string | undefined): ApiError {
  return message === undefined ? new ApiError(status, errorCodes[status], genericMessages.en[key], undefined, key) : new ApiError(status, errorCodes[status], message);
}

export const notFound = (message?: string) => generic(404, 'notFound', message);
export const forbidden = (message?: string) => generic(403, 'forbidden', message);
export const unauthorized = (message?: string) => generic(401, 'unauthorized', message);
/** A conflict; `fields` names the input that caused it (e.g. an e-mail already registered, AUTH-22). */
export const conflict = (message: string, fields?: Record<string, string>) => new ApiError(409, errorCodes[409], message, fields);
export const validationError = (message: string, fields?: Record<string, string>) =>
  // The usual summary is the generic one, said in the request's language (I18N-6).
  new ApiError(400, errorCodes[400], message, fields, message === genericMessages.en.validation ? 'validation' : undefined);

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
