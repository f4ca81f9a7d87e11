import { z } from 'zod';

/**
 * The answer of a route that answers 204 with no body, declared so the OpenAPI document (ADR 0038)
 * says so: `schema: { response: NO_CONTENT }`.
 */
export const NO_CONTENT = { 204: z.undefined().describe('No content') };
