import { fieldMessages, type ErrorBody } from '@clinvia/contracts';
import { genericMessages } from '@clinvia/contracts/errors';
import { spanishMessages } from '@clinvia/contracts/messages.es';
import { uiLanguageOfRequest, type UiLanguage } from '@clinvia/contracts/ui-language';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

// The same error body and codes as the API (PLAT-10, ML-6), so the service answers alike whether
// it is mounted in the main server or runs on its own.
const codes: Record<number, string> = {
  400: 'validation_error',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
};

/** I18N-12: a field's rule (one of the contracts' messages) in the request's language. */
function inLanguage(message: string, language: UiLanguage): string {
  return language === 'es' ? (spanishMessages[message] ?? message) : message;
}

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>): FastifyReply {
  const body: ErrorBody = { error: fields === undefined ? { code, message } : { code, message, fields } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function handlePredictError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // I18N-12: answered in the request's language (Accept-Language), as the API answers (I18N-5).
  const language = uiLanguageOfRequest(request.headers['accept-language']);
  const words = genericMessages[language];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldMessages(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter((s) => s !== ''),
        message: issue.message === undefined ? words.invalidValue : inLanguage(issue.message, language),
      })),
    );
    return send(reply, 400, 'validation_error', words.validation, fields);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  // Fastify's own client errors (malformed JSON, wrong content type, body too large) carry
  // messages written for clients.
  if (status >= 400 && status < 500) return send(reply, status, codes[status] ?? 'bad_request', error.message);
  request.log.error({ err: error }, 'prediction failed');
  return send(reply, 500, 'internal_error', words.internal);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, 404, 'not_found', genericMessages[uiLanguageOfRequest(request.headers['accept-language'])].notFound);
}
