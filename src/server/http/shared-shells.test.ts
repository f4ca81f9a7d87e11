import { describe, expect, it } from 'vitest';
import { encodedFor } from './encoded-answers.ts';
import { sharedShells } from './shared-shells.ts';

const shell = (title: string) => ({
  status: 200,
  body: `<!doctype html><html><head><title>${title}</title><style>${'.a{color:red}'.repeat(200)}</style></head><body><div id="root"></div></body></html>`,
  contentType: 'text/html; charset=utf-8',
});

describe('members’ shells', () => {
  it('hands out one answer per distinct shell, compressed once for every member sent it', async () => {
    const memberShell = sharedShells();
    const first = memberShell(shell('Tableau de bord'));
    const again = memberShell(shell('Tableau de bord'));
    expect(again).toBe(first);
    // The first member it is sent to gets bytes of their own; from the second, all share one encoding.
    expect(encodedFor(first, first.body, 'br')).not.toBe(encodedFor(first, first.body, 'br'));
    expect(encodedFor(again, again.body, 'br')).toBe(encodedFor(first, first.body, 'br'));
    expect(memberShell(shell('Messages'))).not.toBe(first);
  });
});
