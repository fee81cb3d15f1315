import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const docsPrefix = '/api/docs';

/**
 * Swagger UI loads only its own script files but styles elements inline, so its pages (and
 * only those: the hook lives inside swagger-ui's encapsulated routes) allow inline styles.
 */
const docsCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * OpenAPI generated from the zod schemas of every route (DESIGN §4), served at /api/docs/json,
 * with Swagger UI at /api/docs. Registered before the routes so it sees all of them.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Clinvia API',
          description:
            'Patients, doctors, appointments and health prediction tools. Sign in with `POST /api/authentication/login` and send the token as `Authorization: Bearer <token>`. Errors: `{ error: { code, message, fields? } }`.',
          version: '1.0.0',
          license: { name: 'Proprietary' },
        },
        servers: [{ url: app.config.appUrl, description: 'This installation (APP_URL)' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: docsCsp });
  },
  { name: 'clinvia-docs' },
);
