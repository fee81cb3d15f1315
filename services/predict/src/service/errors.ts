import { fieldMessages, type ErrorBody } from '@clinvia/contracts';
import { genericMessages } from '@clinvia/contracts/errors';
import { spanishMessages } from '@clinvia/contracts/messages.es';
import { fieldSchema, predictionFields, predictionInputSchemas, predictionTools } from '@clinvia/contracts/predictions';
import { fieldInSpanish, spanishFieldWords } from '@clinvia/contracts/predictions.es';
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

/** The tool whose body schema the route declares (the predict routes), else undefined. */
function toolOfRoute(request: FastifyRequest) {
  const body = request.routeOptions.schema?.body;
  return predictionTools.find((tool) => predictionInputSchemas[tool] === body);
}

/**
 * I18N-12: a predict body's field rule in Spanish. The contract's message names the field by its
 * English label and holds its bounds ('Age must be between 0 years and 120 years'), so it cannot
 * be looked up by its text: the field's own check runs again on the value received, with the
 * field's Spanish label and the Spanish words. Only bad requests pay for it.
 */
function spanishFieldMessage(request: FastifyRequest, path: readonly string[]): string | undefined {
  const tool = toolOfRoute(request);
  if (tool === undefined || path.length !== 1) return undefined;
  const field = predictionFields[tool].find((f) => f.name === path[0]);
  if (field === undefined) return undefined;
  const value: unknown = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>)[field.name] : undefined;
  const result = fieldSchema(fieldInSpanish(tool, field), spanishFieldWords).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
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
      error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter((s) => s !== '');
        if (issue.message === undefined) return { path, message: words.invalidValue };
        const spanish = language === 'es' ? spanishFieldMessage(request, path) : undefined;
        return { path, message: spanish ?? inLanguage(issue.message, language) };
      }),
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
