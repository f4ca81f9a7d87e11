// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const messagesOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter(({ ruleId }) => ruleId === 'no-restricted-syntax').map(({ message }) => message);

describe('Intl formatters built once (ADR 0071)', () => {
  const perCall = [
    "export const money = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);",
    "export const hours = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });",
    "export const byName = (names: string[]) => names.sort((a, b) => a.localeCompare(b, 'fr'));",
  ].join('\n');
  const once = [
    "const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });",
    'export const money = (cents: number) => euros.format(cents / 100);',
  ].join('\n');

  it('refuses a formatter or collator built on every call, in the app, the server and the contracts', async () => {
    for (const file of ['src/web/features/x/x.ts', 'src/server/modules/x/x.ts', 'src/contracts/x.ts']) {
      expect(await messagesOf(perCall, file)).toEqual([
        'build Intl formatters once, at module level (ADR 0071)',
        'format with an Intl formatter built once at module level (ADR 0071)',
        'sort with frenchOrder.compare (#contracts/french-order) (ADR 0071)',
      ]);
      expect(await messagesOf(once, file)).toEqual([]);
    }
  }, 60_000);

  it('keeps the query-key rule beside it in the app', async () => {
    expect(await messagesOf("export const options = { queryKey: ['search'] };", 'src/web/features/x/x.ts')).toEqual([
      'take query keys from queryKeys (#web/lib/query-keys.ts)',
    ]);
  }, 60_000);
});
