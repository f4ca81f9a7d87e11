import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZExperienceLevelsResponse, ZLanguagesResponse, ZRateRangesResponse, ZSectorsResponse, ZSkillsResponse } from '#contracts/catalog';
import type { Db } from '#server/db/index';
import { listExperienceLevels, listLanguages, listRateRanges, listSectors, listSkills } from './service.ts';
import { cachedPublicList } from '#server/http/visitor-cache';
import { cacheTags } from '#server/http/visitor-cache-tags';

const CATALOG_LIST = cachedPublicList(() => [cacheTags.catalog]);

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/catalog/sectors', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZSectorsResponse } },
    handler: async () => ({ sectors: await listSectors(db) }),
  });
  app.get('/api/catalog/skills', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZSkillsResponse } },
    handler: async () => ({ skills: await listSkills(db) }),
  });
  app.get('/api/catalog/languages', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZLanguagesResponse } },
    handler: async () => ({ languages: await listLanguages(db) }),
  });
  app.get('/api/catalog/rate-ranges', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZRateRangesResponse } },
    handler: async () => ({ rateRanges: await listRateRanges(db) }),
  });
  app.get('/api/catalog/experience-levels', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZExperienceLevelsResponse } },
    handler: async () => ({ experienceLevels: await listExperienceLevels(db) }),
  });
};
