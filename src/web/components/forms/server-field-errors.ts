import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Puts the server's per-field messages ('budget_max', 'requirements.1'…) under the form's own
 * fields (those it holds a value for). Returns whether every message found a field (otherwise the
 * caller shows a banner).
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>): boolean {
  if (!(error instanceof ApiError)) return false;
  const fieldNames = Object.keys(form.getValues());
  const entries = Object.entries(error.fields);
  const onFields = entries.filter(([path]) => fieldNames.includes(path.split('.')[0] ?? path));
  onFields.forEach(([path, message], index) => form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return onFields.length > 0 && onFields.length === entries.length;
}
