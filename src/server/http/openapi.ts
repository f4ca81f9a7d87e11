import type { FastifyInstance } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '#contracts/errors';
import { declareScopeAccess } from './access.ts';

/** Where the API's description is served outside production (ADR 0038). */
export const API_DOCS_PATH = '/api/docs';
/** The OpenAPI document itself (JSON), as @fastify/swagger-ui serves it. */
export const OPENAPI_JSON_PATH = `${API_DOCS_PATH}/json`;

/**
 * Routes the document leaves out, and why (ADR 0038):
 * - anything outside /api (pages, /uploads files, /dev mailbox, sitemap): not the JSON API;
 * - the docs themselves;
 * - Better Auth's catch-all `/api/auth/*`: its endpoints are Better Auth's, not described by our
 *   contracts (the named ones we rate-limit stay listed, without a body schema);
 * - the SSE stream and multipart uploads are kept, without a body schema: they are real routes.
 */
function isDocumented(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  if (url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`)) return false;
  return url !== '/api/auth/*';
}

const zodTransform = createJsonSchemaTransform({});
type TransformInput = Parameters<typeof zodTransform>[0];

/** Every failure of every route has the one error shape (`{ error: { code, message, fields? } }`). */
const errorResponse = { description: 'Error', ...z.toJSONSchema(ZErrorResponse, { io: 'output', target: 'draft-2020-12' }) };
delete (errorResponse as { $schema?: string }).$schema;

/**
 * The zod type provider's transform (contracts → JSON Schema), on the /api routes only, with
 * the error shape as every route's 4XX answer.
 */
function openApiTransform(input: TransformInput) {
  if (!isDocumented(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
  const { schema = {}, url } = zodTransform(input);
  const response = (schema as { response?: Record<string, unknown> }).response;
  return { schema: { ...schema, response: { ...(response ?? { 200: { description: 'Not described by a contract' } }), '4XX': errorResponse } }, url };
}

const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'CM Connect API',
      description: 'The JSON API of CM Connect, generated from the zod contracts that validate it (src/contracts).',
      version: '1.0.0',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
      },
    },
  },
  transform: openApiTransform,
};

/**
 * Collects every route's schemas into an OpenAPI document. Registered before any route (it
 * listens to `onRoute`); outside production only, as are the docs it feeds.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, openApiOptions);
}

/**
 * The docs at /api/docs (Swagger UI: its own scripts and styles, no inline script, so it runs
 * under our Content-Security-Policy) and the document at /api/docs/json. Public, like the
 * routes they describe: the web app's bundle names the same paths.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(async (scope) => {
    declareScopeAccess(scope, 'public');
    await scope.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // No call to validator.swagger.io: nothing leaves this machine.
      uiConfig: { validatorUrl: null },
    });
  });
}
