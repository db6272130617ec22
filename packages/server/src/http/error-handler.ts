import { describeInvalidInput, dutchIssueMessage, hasPermission, INVALID_VALUE_MESSAGE } from '@caoscan/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeDatabaseError } from './database-errors';
import { reportError } from './error-reporting';
import { HttpError } from './errors';

// zod's own texts ('Invalid input: expected number, received NaN') as Dutch sentences about the
// field, for every schema the server checks; messages a schema gives itself (the spec's texts) stay.
z.config({ customError: dutchIssueMessage });

const INTERNAL_ERROR = 'Er is een interne fout opgetreden. Probeer het later opnieuw.';

/** Fastify's and its plugins' English texts, by error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'De inhoud van het verzoek is geen geldige JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De inhoud van het verzoek is leeg, maar het Content-Type zegt JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'De inhoud van het verzoek is te groot.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dit soort inhoud (Content-Type) wordt hier niet aangenomen; stuur JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'De lengte van de inhoud komt niet overeen met de Content-Length.',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'Het verzoek mist een Content-Type.',
  FST_ERR_BAD_URL: 'Het adres bevat een ongeldige tekenreeks.',
  FST_ERR_INVALID_URL: 'Het adres is ongeldig.',
  FST_ERR_MAX_PARAM_LENGTH: 'Het adres is te lang.',
};

/** For any other client error a library raised, by status: never its English text. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Het verzoek is ongeldig.',
  401: 'Geen geldige authenticatie gevonden',
  403: 'Geen toegang',
  404: 'Niet gevonden',
  405: 'Deze methode is hier niet toegestaan.',
  406: 'Dit antwoordformaat wordt niet ondersteund.',
  408: 'Het verzoek duurde te lang.',
  413: 'De inhoud van het verzoek is te groot.',
  414: 'Het adres is te lang.',
  415: 'Dit soort inhoud (Content-Type) wordt hier niet aangenomen.',
};

function tooManyRequests(reply: FastifyReply): string {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isFinite(seconds) && seconds > 0
    ? `Te veel verzoeken. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`
    : 'Te veel verzoeken. Probeer het later opnieuw.';
}

/** The Dutch `detail` for an error that is not ours (Fastify, its plugins, a parser). */
export function describeClientError(error: FastifyError, status: number, reply: FastifyReply): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code]!;
  // secure-json-parse and JSON.parse throw a SyntaxError that Fastify passes on as a 400.
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
  if (status === 429) return tooManyRequests(reply);
  return STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
}

/**
 * The API's one error handler (spec 02 §8: `{ detail }`): our HttpErrors as thrown, schema
 * validation and framework errors in Dutch, 5xx logged and reported but never shown.
 * /auth/v1 has its own handler in GoTrue's wire format (auth/index.ts).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Fastify checks a body before the handler asks who is calling: every /api route with a body
    // schema is for signed-in callers, so an anonymous one hears 401, not how the body is wrong.
    // The same for /api/admin, whose every route is back-office only: whoever is not gets 403.
    const isAdminRoute = request.url.startsWith('/api/admin/');
    if (
      (error.validationContext === 'body' || isAdminRoute) &&
      !request.currentUser &&
      request.url.startsWith('/api/')
    ) {
      return reply.code(401).send({ detail: STATUS_MESSAGES[401] });
    }
    if (
      isAdminRoute &&
      request.currentUser &&
      !hasPermission(request.currentUser.roleNames, 'access_admin_dashboard')
    ) {
      return reply.code(403).send({ detail: STATUS_MESSAGES[403] });
    }
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? INVALID_VALUE_MESSAGE,
    }));
    return reply.code(400).send({ detail: describeInvalidInput(issues), code: 'validation_failed' });
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .send({ detail: error.message, ...(error.code ? { code: error.code } : {}) });
  }
  const refusal = describeDatabaseError(error);
  if (refusal) {
    request.log.warn({ err: error, url: request.url }, 'request refused by a database constraint');
    return reply.code(refusal.statusCode).send({ detail: refusal.message, code: refusal.code });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: describeClientError(error, status, reply) });
  }
  request.log.error({ err: error, url: request.url }, 'request failed');
  reportError(error, { url: request.url, method: request.method });
  return reply.code(500).send({ detail: INTERNAL_ERROR });
}

/** Fastify answers a few errors before any route (a malformed URL): the same Dutch shape. */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ detail: describeClientError(error, status, reply) });
}
