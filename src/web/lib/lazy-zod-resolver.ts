import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with a shared contract's zod schema, loading zod, the
 * schema and the zod resolver on the first validation (issue 12): a page with a form ships none of
 * them on its first load, and the server checks every field with the same schema.
 *
 * Declare it once per form, beside the component, so the loaded resolver is kept. If that code
 * cannot be fetched, the values go to the server unchecked, whose validation answers with the same
 * messages (or the request fails with the network error the form already shows); the next
 * validation tries to load it again.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = async () => {
    const [schema, { zodResolver }] = await Promise.all([loadSchema(), import('@hookform/resolvers/zod')]);
    return zodResolver(schema) as Resolver<TInput, unknown, TOutput>;
  };
  return async (values, context, options) => {
    loading ??= load();
    const resolver = await loading.catch(() => {
      loading = undefined;
      return undefined;
    });
    return resolver ? resolver(values, context, options) : { values: values as unknown as TOutput, errors: {} };
  };
}
