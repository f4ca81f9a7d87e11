import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const ZEmail = z.object({
  email: z.string().trim().email('Adresse email invalide'),
});
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it('loads the schema once, on the first validation, and validates with it', async () => {
    const loadSchema = vi.fn(async () => ZEmail);
    const resolver = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const refused = await resolver({ email: 'pas-un-email' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Adresse email invalide');
    const accepted = await resolver({ email: '  a@b.fr ' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'a@b.fr' }, errors: {} });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('lets the server check the values when the code cannot be fetched, and tries again next time', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ZEmail);
    const resolver = lazyZodResolver(loadSchema);

    expect(await resolver({ email: 'pas-un-email' }, undefined, options)).toEqual({ values: { email: 'pas-un-email' }, errors: {} });
    const retried = await resolver({ email: 'pas-un-email' }, undefined, options);
    expect(retried.errors.email?.message).toBe('Adresse email invalide');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
