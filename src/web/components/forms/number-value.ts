/** A number input's value for react-hook-form's `setValueAs`: empty is null, anything else is left for the rules to judge. */
export const optionalNumber = (value: unknown): number | null => (value === '' || value === null || value === undefined ? null : Number(value));
