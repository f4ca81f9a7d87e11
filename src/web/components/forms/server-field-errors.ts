import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Puts the server's per-field messages ('budget_max', 'requirements.1'…) under the form's
 * fields. Returns whether every message found a field (otherwise the caller shows a banner).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  const onFields = entries.filter(([path]) => fieldNames.includes(path.split('.')[0] ?? path));
  onFields.forEach(([path, message], index) => setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return onFields.length > 0 && onFields.length === entries.length;
}
