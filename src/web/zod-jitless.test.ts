import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod in the browser', () => {
  it('builds its schemas without compiling parsers (no eval under the CSP)', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ email: z.string() }).safeParse({ email: 'a@b.fr' }).success).toBe(true);
  });
});
