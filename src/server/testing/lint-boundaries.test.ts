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
    .filter((message) => ['import-x/no-restricted-paths', 'no-restricted-imports', 'ownership/no-foreign-writes'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('ESLint boundaries', () => {
  it.each([
    [
      'a feature importing another feature by alias',
      'src/web/features/missions/x.ts',
      "import { getThread as imported } from '#web/features/messages/api/get-thread.ts';",
      'a feature does not import another feature',
    ],
    [
      'a feature importing another feature by a relative path',
      'src/web/features/missions/api/x.ts',
      "import { getThread as imported } from '../../messages/api/get-thread.ts';",
      'a feature does not import another feature',
    ],
    [
      'a route file importing a table',
      'src/server/modules/missions/routes.ts',
      "import { missions as imported } from '#server/db/index';",
      'routes are HTTP only: the schema',
    ],
    [
      'a route file importing a schema file relatively',
      'src/server/modules/missions/routes.ts',
      "import { missions as imported } from '../../db/schema/missions.ts';",
      'through their index.ts',
    ],
    [
      'a route file importing drizzle',
      'src/server/modules/missions/routes.ts',
      "import { eq as imported } from 'drizzle-orm';",
      'routes are HTTP only: queries',
    ],
    [
      'a module reaching into another module',
      'src/server/modules/missions/service.ts',
      "import { hasEntitlement as imported } from '#server/modules/payments/entitlements';",
      'only through its index.ts',
    ],
    [
      'a module reaching into another module relatively',
      'src/server/modules/missions/service.ts',
      "import { hasEntitlement as imported } from '../payments/entitlements.ts';",
      'only through its index.ts',
    ],
    [
      'a module importing another module’s table',
      'src/server/modules/missions/service.ts',
      "import { profiles as imported } from '#server/db/index';",
      'another module owns this table',
    ],
    [
      'a module importing the schema by its deep path',
      'src/server/modules/missions/service.ts',
      "import { missions as imported } from '#server/db/schema/index';",
      'through their index.ts',
    ],
    [
      'a module importing a deep path inside auth/',
      'src/server/modules/missions/service.ts',
      "import { requireViewer as imported } from '#server/auth/guards';",
      'through their index.ts',
    ],
    [
      'a module importing a deep path inside db/',
      'src/server/modules/missions/service.ts',
      "import { alphabetical as imported } from '#server/db/alphabetical';",
      'through their index.ts',
    ],
    [
      'a module importing a deep path inside queue/',
      'src/server/modules/missions/service.ts',
      "import { enqueue as imported } from '#server/queue/queue';",
      'through their index.ts',
    ],
    [
      'a module importing a deep path inside adapters/',
      'src/server/modules/missions/service.ts',
      "import { memoryBus as imported } from '#server/adapters/realtime/bus';",
      'through their index.ts',
    ],
    [
      'a module writing another module’s table',
      'src/server/modules/missions/service.ts',
      "import { profiles } from '#server/modules/profiles/read-model';\ndeclare const db: import('#server/db/index').Db;\nconst imported = db.update(profiles);",
      'belongs to modules/profiles',
    ],
    [
      'a module writing another module’s table imported under another name',
      'src/server/modules/missions/service.ts',
      "import { profiles as members } from '#server/modules/profiles/read-model';\ndeclare const db: import('#server/db/index').Db;\nconst imported = db.delete(members);",
      'belongs to modules/profiles',
    ],
    [
      'auth/ writing a module’s table',
      'src/server/auth/x.ts',
      "import { missions } from '#server/db/schema/index';\ndeclare const db: import('#server/db/index').Db;\nconst imported = db.insert(missions);",
      'belongs to modules/missions',
    ],
    [
      'the admin writing a module’s table',
      'src/server/modules/admin/users/suspension.ts',
      "import { session } from '#server/auth/read-model';\ndeclare const db: import('#server/db/index').Db;\nconst imported = db.delete(session);",
      'belongs to auth',
    ],
    [
      'the server importing the web app',
      'src/server/modules/missions/service.ts',
      "import { getThread as imported } from '#web/features/messages/api/get-thread.ts';",
      'the server never imports the web app',
    ],
  ])('reports %s', async (_name, filePath, source, message) => {
    const errors = await boundaryErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['a feature importing its own files', 'src/web/features/messages/api/x.ts', "import { getThread as imported } from './get-thread.ts';"],
    ['a feature importing shared web code', 'src/web/features/missions/x.ts', "import { apiGet as imported } from '#web/lib/api-client.ts';"],
    [
      'a module using another module’s index',
      'src/server/modules/missions/service.ts',
      "import { hasEntitlement as imported } from '#server/modules/payments/index';",
    ],
    ['a route file importing its own service', 'src/server/modules/missions/routes.ts', "import { getJob as imported } from './service.ts';"],
    [
      'a route file importing the connection type',
      'src/server/modules/missions/routes.ts',
      "import type { Db } from '#server/db/index';\nconst imported: Db | null = null;",
    ],
    ['a module importing its own table', 'src/server/modules/missions/service.ts', "import { missions as imported } from '#server/db/index';"],
    [
      'a module reading another module’s table through its read model',
      'src/server/modules/missions/service.ts',
      "import { profiles as imported } from '#server/modules/profiles/read-model';",
    ],
    [
      'a module writing its own table',
      'src/server/modules/missions/service.ts',
      "import { missions } from '#server/db/index';\ndeclare const db: import('#server/db/index').Db;\nconst imported = db.update(missions);",
    ],
    [
      'a module using auth/ through its index',
      'src/server/modules/missions/service.ts',
      "import { requireViewer as imported } from '#server/auth/index';",
    ],
    [
      'a module’s test reaching into the schema and the adapters',
      'src/server/modules/missions/x.test.ts',
      "import { profiles } from '#server/db/schema/index';\nimport { memoryBus } from '#server/adapters/realtime/bus';\ndeclare const db: import('#server/db/index').Db;\nconst imported = [memoryBus, db.delete(profiles)];",
    ],
  ])('allows %s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});
