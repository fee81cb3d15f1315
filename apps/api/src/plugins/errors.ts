import type { ErrorBody } from '@clinvia/contracts';
import { fieldMessages } from '@clinvia/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { spanishMessages } from '@clinvia/contracts/messages.es';
import { uiLanguageOfRequest, type UiLanguage } from '@clinvia/contracts/ui-language';
import { genericMessages } from '@clinvia/contracts/errors';
import { ApiError, errorCodes } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** I18N-5: the language the answer is written in, from Accept-Language ('en' when it names neither). */
    readonly language: UiLanguage;
  }
}

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * I18N-11: a message of the contracts (a field's rule, a route's answer) in the request's
 * language, looked up by its English text; a message no table holds stays as written.
 */
function inLanguage(message: string, language: UiLanguage): string {
  return language === 'es' ? (spanishMessages[message] ?? message) : message;
}

function fieldsInLanguage(fields: Record<string, string> | undefined, language: UiLanguage): Record<string, string> | undefined {
  if (fields === undefined || language === 'en') return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, inLanguage(message, language)]));
}

function codeFor(status: number): string {
  return (errorCodes as Record<number, string | undefined>)[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
}

/** "/patient/age" -> ['patient', 'age']; the zod issue path as the type provider encoded it. */
function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}

function sendError(reply: FastifyReply, status: number, payload: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(payload);
}

function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const spanish = request.language === 'es' ? error.spanish : undefined;
    const message = error.generic === undefined ? (spanish?.message ?? inLanguage(error.message, request.language)) : genericMessages[request.language][error.generic];
    const fields = fieldsInLanguage(error.fields, request.language);
    return sendError(reply, error.statusCode, body(error.code, message, spanish?.fields === undefined ? fields : { ...fields, ...spanish.fields }));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const words = genericMessages[request.language];
    const fields = fieldMessages(error.validation.map((issue) => ({ path: pathOf(issue.instancePath), message: issue.message === undefined ? words.invalidValue : inLanguage(issue.message, request.language) })));
    return sendError(reply, 400, body(errorCodes[400], words.validation, fields));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large) carry
    // messages written for clients.
    return sendError(reply, status, body(codeFor(status), error.message));
  }
  // Anything else is our fault: log it in full, tell the client nothing about internals.
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, body(errorCodes[500], genericMessages[request.language].internal));
}

// Not pages: the API, the prediction service and the build's files. A missing file under
// /assets (a chunk of an older build, asked for by a tab left open across a deploy) answers
// 404, not the app's HTML with 200, which the browser would then parse as a script.
const notPagePrefixes = /^\/(api|ml|assets)(\/|\?|$)/;

/** A browser navigating to a client-side route of the SPA (e.g. /find-doctor), not an API call. */
function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (notPagePrefixes.test(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export interface ErrorsPluginOptions {
  /**
   * The SPA's page that answers unknown page URLs (history API routing): app.html when the
   * build wrote it (index.html without the home page's preloads), else index.html. Needs
   * @fastify/static registered with the SPA as its root (see ./spa.ts).
   */
  historyFallback?: string;
}

/**
 * PLAT-10: every error leaves the API as `{ error: { code, message, fields? } }`. Unknown
 * /api and /ml paths answer the JSON 404 whatever the Accept header says.
 */
export const errorsPlugin = fp(
  (app: FastifyInstance, options: ErrorsPluginOptions) => {
    // Read when asked (most answers never need it), from the header the web client always sends.
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return uiLanguageOfRequest(this.headers['accept-language']);
      },
    });
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      if (options.historyFallback !== undefined && wantsSpaPage(request)) return reply.type('text/html; charset=utf-8').sendFile(options.historyFallback);
      return sendError(reply, 404, body(errorCodes[404], genericMessages[request.language].notFound));
    });
    return Promise.resolve();
  },
  { name: 'clinvia-errors' },
);
