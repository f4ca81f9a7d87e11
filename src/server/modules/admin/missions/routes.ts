import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../deps.ts';

/** Back-office area 'missions' (issue 11): routes under /api/admin, each with `config: { access: 'admin' }`. */
export const missionsAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async () => {};
