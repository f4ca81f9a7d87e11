import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminListQuery } from '#contracts/admin';
import {
  ZAdminExperienceLevelsPage,
  ZAdminLanguagesPage,
  ZAdminRateRangesPage,
  ZAdminSectorsPage,
  ZAdminSkillCategoriesResponse,
  ZAdminSkillsPage,
  ZAdminSkillsQuery,
  ZCatalogParams,
  ZExperienceLevelRequest,
  ZLanguageRequest,
  ZRateRangeRequest,
  ZSectorRequest,
  ZSkillCategoryRequest,
  ZSkillRequest,
} from '#contracts/admin-catalog';
import { requireViewer } from '#server/auth/index';
import type { AdminDeps } from '../deps.ts';
import {
  experienceLevelKind,
  languageKind,
  rateRangeKind,
  sectorKind,
  skillCategoryKind,
  skillKind,
  type CatalogKind,
} from '#server/modules/catalog/index';
import { createRow, deleteRow, updateRow } from './crud.ts';
import { listExperienceLevels, listLanguages, listRateRanges, listSectors, listSkillCategories, listSkills } from './service.ts';
import { EVERYTHING_CHANGED } from '#server/http/visitor-cache-tags';

/** Reference data shows on many pages (skills, sectors…): a change drops every visitor-cache entry. */
const REFERENCE_DATA_WRITE = { access: 'admin', visitorCacheChanges: () => EVERYTHING_CHANGED } as const;
import { NO_CONTENT } from '#server/http/responses';

const admin = { access: 'admin' } as const;
const ZSaved = z.object({ id: z.uuid() });

/**
 * Reference data of the back-office (spec screens 5–9): skills and their categories, experience
 * levels, hourly rate ranges, industry sectors, languages. Each kind has a list (GET), create
 * (POST, 201), update (PATCH /:id) and delete (DELETE /:id, 204); the writes share one helper
 * (crud.ts) that writes the audit entry and refuses duplicates and deletes of rows in use (409).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  /** POST, PATCH and DELETE of one kind, under `/<path>`. */
  function writes<TBody extends z.ZodType>(path: string, body: TBody, kind: CatalogKind<z.output<TBody>>) {
    app.post(`/${path}`, {
      config: REFERENCE_DATA_WRITE,
      schema: { body, response: { 201: ZSaved } },
      handler: async (request, reply) =>
        reply.status(201).send({ id: await createRow(db, requireViewer(request).id, kind, request.body as z.output<TBody>) }),
    });
    app.patch(`/${path}/:id`, {
      config: REFERENCE_DATA_WRITE,
      schema: { params: ZCatalogParams, body, response: { 200: ZSaved } },
      handler: async (request) => ({
        id: await updateRow(db, requireViewer(request).id, kind, request.params.id, request.body as z.output<TBody>),
      }),
    });
    app.delete(`/${path}/:id`, {
      config: REFERENCE_DATA_WRITE,
      schema: { params: ZCatalogParams, response: NO_CONTENT },
      handler: async (request, reply) => {
        await deleteRow(db, requireViewer(request).id, kind, request.params.id);
        return reply.status(204).send();
      },
    });
  }

  app.get('/skills', {
    config: admin,
    schema: { querystring: ZAdminSkillsQuery, response: { 200: ZAdminSkillsPage } },
    handler: (request) => listSkills(db, request.query),
  });
  writes('skills', ZSkillRequest, skillKind);

  app.get('/skill-categories', {
    config: admin,
    schema: { response: { 200: ZAdminSkillCategoriesResponse } },
    handler: async () => ({ categories: await listSkillCategories(db) }),
  });
  writes('skill-categories', ZSkillCategoryRequest, skillCategoryKind);

  app.get('/experience-levels', {
    config: admin,
    schema: { querystring: ZAdminListQuery, response: { 200: ZAdminExperienceLevelsPage } },
    handler: (request) => listExperienceLevels(db, request.query),
  });
  writes('experience-levels', ZExperienceLevelRequest, experienceLevelKind);

  app.get('/rate-ranges', {
    config: admin,
    schema: { querystring: ZAdminListQuery, response: { 200: ZAdminRateRangesPage } },
    handler: (request) => listRateRanges(db, request.query),
  });
  writes('rate-ranges', ZRateRangeRequest, rateRangeKind);

  app.get('/sectors', {
    config: admin,
    schema: { querystring: ZAdminListQuery, response: { 200: ZAdminSectorsPage } },
    handler: (request) => listSectors(db, request.query),
  });
  writes('sectors', ZSectorRequest, sectorKind);

  app.get('/languages', {
    config: admin,
    schema: { querystring: ZAdminListQuery, response: { 200: ZAdminLanguagesPage } },
    handler: (request) => listLanguages(db, request.query),
  });
  writes('languages', ZLanguageRequest, languageKind);
};
