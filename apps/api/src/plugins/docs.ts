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

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The document without component schemas no operation refers to (directly or through another
 * schema): the zod provider registers an input and an output variant of every named schema,
 * and a generated client should not get types nothing uses.
 */
export function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  if (!('components' in document) || !document.components?.schemas) return document;
  const schemas = document.components.schemas as Record<string, unknown>;
  const prefix = '#/components/schemas/';
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? '').filter((ref) => ref.startsWith(prefix));
  const used = new Set<string>();
  const pending = refsIn('paths' in document ? document.paths : {});
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const name = decodeURIComponent(ref.slice(prefix.length));
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as OpenApiDocument;
}

/**
 * OpenAPI generated from the zod schemas of every route (PLAT-11), served at /api/docs/json,
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
          license: { name: 'Proprietary: see the terms of use', url: `${app.config.appUrl}/terms` },
        },
        servers: [{ url: app.config.appUrl, description: 'This installation (APP_URL)' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
    });
    await app.register(swaggerUi, { routePrefix: docsPrefix, staticCSP: docsCsp });
  },
  { name: 'clinvia-docs' },
);
