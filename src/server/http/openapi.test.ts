import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PRODUCTION_ENV, type TestApp } from '#server/testing/app';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi.ts';

type Operation = { responses: Record<string, unknown>; parameters?: { in: string; name: string }[]; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document (ADR 0038)', () => {
  it('describes every /api route but the docs and Better Auth’s catch-all, each with the error shape as its 4XX', () => {
    expect(document.openapi).toBe('3.1.0');
    const described = new Set(operations().map(({ key }) => key));
    const expected = t.app.accessRules
      .flatMap((rule) => rule.method.split(',').map((method) => `${method} ${rule.url.replace(/:(\w+)/g, '{$1}')}`))
      .filter((key) => / \/api\//.test(key) && !key.startsWith('HEAD ') && !key.includes(API_DOCS_PATH) && !key.endsWith(' /api/auth/*'));
    expect([...new Set(expected)].filter((key) => !described.has(key))).toEqual([]);
    for (const { key, op } of operations()) expect(op.responses['4XX'], key).toBeDefined();
  });

  it('takes its params, query and bodies from the zod contracts', () => {
    const createJob = document.paths['/api/jobs']!.post!;
    expect(createJob.requestBody).toMatchObject({ content: { 'application/json': { schema: { required: expect.arrayContaining(['title']) } } } });
    expect(document.paths['/api/search/managers']!.get!.parameters!.map((p) => p.name)).toContain('q');
    expect(document.paths['/api/jobs/{id}']!.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });

  // Found by the API fuzzer: these answered 204 where the document said 200.
  it('declares the 204 of the routes that answer with no body', () => {
    for (const key of [
      'DELETE /api/jobs/{id}',
      'DELETE /api/admin/skills/{id}',
      'DELETE /api/admin/sectors/{id}',
      'DELETE /api/admin/reviews/{id}',
      'DELETE /api/admin/messages/{id}',
      'DELETE /api/admin/blog/{id}',
      'DELETE /api/admin/jobs/{id}',
      'POST /api/admin/jobs/{id}/close',
    ]) {
      const [method, path] = key.split(' ') as [string, string];
      const responses = document.paths[path]![method.toLowerCase()]!.responses;
      expect(Object.keys(responses), key).toEqual(['204', '4XX']);
    }
  });

  it('serves Swagger UI with no inline script, under the site’s Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });
});

describe('in production', () => {
  it('serves no API docs', async () => {
    const prod = await createTestApp(TEST_PRODUCTION_ENV);
    try {
      for (const url of [API_DOCS_PATH, OPENAPI_JSON_PATH]) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect(prod.app.accessRules.some((rule) => rule.url.startsWith(API_DOCS_PATH))).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
