// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const messagesOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter(({ ruleId }) => ruleId === 'no-restricted-syntax').map(({ message }) => message);

describe('query keys written once (ADR 0044)', () => {
  it('refuses a literal key outside lib/query-keys.ts, and takes a factory’s', async () => {
    const literal =
      "import { QueryClient } from '@tanstack/react-query';\nconst client = new QueryClient();\nexport const options = { queryKey: ['search', 'jobs'] };\nclient.setQueryData(['search'], 1);\n";
    expect(await messagesOf(literal, 'src/web/features/search/api/x.ts')).toEqual([
      'take query keys from queryKeys (#web/lib/query-keys.ts)',
      'take query keys from queryKeys (#web/lib/query-keys.ts)',
    ]);
    const factory = "import { queryKeys } from '#web/lib/query-keys.ts';\nexport const options = { queryKey: queryKeys.search.all };\n";
    expect(await messagesOf(factory, 'src/web/features/search/api/x.ts')).toEqual([]);
    expect(await messagesOf(literal, 'src/web/lib/query-keys.ts')).toEqual([]);
  }, 60_000);
});
