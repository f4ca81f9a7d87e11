import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZExperienceLevelsResponse, ZLanguagesResponse, ZRateRangesResponse, ZSectorsResponse, ZSkillsResponse } from '#contracts/catalog';
import type { Db } from '#server/db/index';
import type { TaggedMemos } from '#server/http/tagged-memos';
import { listExperienceLevels, listLanguages, listRateRanges, listSectors, listSkills } from './service.ts';
import { cachedPublicList } from '#server/http/visitor-cache';
import { cacheTags } from '#server/http/visitor-cache-tags';

const CATALOG_LIST = cachedPublicList(() => [cacheTags.catalog]);
/**
 * The lists are kept in each instance (every computed search page reads five of them) until the
 * back office changes reference data (it drops everything, ADR 0060); this is the backstop for a
 * change made outside the app.
 */
const CATALOG_KEPT = { tags: [cacheTags.catalog], ttlMs: 10 * 60_000 };

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; referenceData: TaggedMemos }> = async (app, { db, referenceData }) => {
  const kept = <T extends object>(list: string, read: (db: Db) => Promise<T>) => referenceData.memo(`catalog ${list}`, CATALOG_KEPT, () => read(db));
  const [sectors, skills, languages, rateRanges, experienceLevels] = [
    kept('sectors', listSectors),
    kept('skills', listSkills),
    kept('languages', listLanguages),
    kept('rate-ranges', listRateRanges),
    kept('experience-levels', listExperienceLevels),
  ] as const;
  app.get('/api/catalog/sectors', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZSectorsResponse } },
    handler: async () => ({ sectors: await sectors() }),
  });
  app.get('/api/catalog/skills', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZSkillsResponse } },
    handler: async () => ({ skills: await skills() }),
  });
  app.get('/api/catalog/languages', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZLanguagesResponse } },
    handler: async () => ({ languages: await languages() }),
  });
  app.get('/api/catalog/rate-ranges', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZRateRangesResponse } },
    handler: async () => ({ rateRanges: await rateRanges() }),
  });
  app.get('/api/catalog/experience-levels', {
    config: CATALOG_LIST,
    schema: { response: { 200: ZExperienceLevelsResponse } },
    handler: async () => ({ experienceLevels: await experienceLevels() }),
  });
};
