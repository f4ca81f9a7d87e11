import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js really fire: each snippet is linted as if it lived at
 * `filePath` (the files it imports are real, so the resolver follows them like in the code base).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
});

async function boundaryErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath: `${root}${filePath}` });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('ESLint boundaries', () => {
  it.each([
    ['a feature importing another feature by alias', 'src/web/features/jobs/x.ts', "import { getThread as imported } from '#web/features/messages/api/get-thread.ts';", 'a feature does not import another feature'],
    ['a feature importing another feature by a relative path', 'src/web/features/jobs/api/x.ts', "import { getThread as imported } from '../../messages/api/get-thread.ts';", 'a feature does not import another feature'],
    ['a route file importing the schema', 'src/server/modules/jobs/routes.ts', "import { jobs as imported } from '#server/db/schema/index';", 'routes are HTTP only: the schema'],
    ['a route file importing a schema file relatively', 'src/server/modules/jobs/routes.ts', "import { jobs as imported } from '../../db/schema/jobs.ts';", 'routes are HTTP only: the schema'],
    ['a route file importing drizzle', 'src/server/modules/jobs/routes.ts', "import { eq as imported } from 'drizzle-orm';", 'routes are HTTP only: queries'],
    ['a module reaching into another module', 'src/server/modules/jobs/service.ts', "import { hasEntitlement as imported } from '#server/modules/payments/entitlements';", 'only through its index.ts'],
    ['a module reaching into another module relatively', 'src/server/modules/jobs/service.ts', "import { hasEntitlement as imported } from '../payments/entitlements.ts';", 'only through its index.ts'],
    ['the server importing the web app', 'src/server/modules/jobs/service.ts', "import { getThread as imported } from '#web/features/messages/api/get-thread.ts';", 'the server never imports the web app'],
  ])('reports %s', async (_name, filePath, source, message) => {
    const errors = await boundaryErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['a feature importing its own files', 'src/web/features/messages/api/x.ts', "import { getThread as imported } from './get-thread.ts';"],
    ['a feature importing shared web code', 'src/web/features/jobs/x.ts', "import { apiGet as imported } from '#web/lib/api-client.ts';"],
    ['a service importing the schema', 'src/server/modules/jobs/service.ts', "import { jobs as imported } from '#server/db/schema/index';"],
    ['a module using another module’s index', 'src/server/modules/jobs/service.ts', "import { hasEntitlement as imported } from '#server/modules/payments/index';"],
    ['a route file importing its own service', 'src/server/modules/jobs/routes.ts', "import { getJob as imported } from './service.ts';"],
  ])('allows %s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});
