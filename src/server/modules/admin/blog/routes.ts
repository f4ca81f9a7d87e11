import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** Back-office area 'blog' (issue 11): routes under /api/admin, each with `config: { access: 'admin' }`. */
export const blogAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
