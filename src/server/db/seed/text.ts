export type Gender = 'f' | 'm';

/** Lowercase ASCII with accents, ligatures and punctuation removed ("Éloïse Lefèvre" → "eloise-lefevre"). */
export function slugify(value: string, separator = '-'): string {
  return value
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' et ')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/**
 * Fills `{name}` slots from `values` and resolves gender pairs written
 * `{masculine|feminine}` (e.g. "basé{|e}", "créat{eur|rice}").
 */
export function fill(template: string, values: Record<string, string | number>, gender: Gender = 'm'): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, inner: string) => {
    const pair = inner.split('|');
    if (pair.length === 2) return gender === 'f' ? pair[1]! : pair[0]!;
    const value = values[inner];
    if (value === undefined) throw new Error(`demo text: no value for ${whole} in "${template}"`);
    return String(value);
  });
}

/** Joins a list the French way: "a, b et c". */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** "1 an", "7 ans". */
export function yearsLabel(years: number): string {
  return `${years} an${years > 1 ? 's' : ''}`;
}
