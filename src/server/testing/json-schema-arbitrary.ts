import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of our OpenAPI document (ADR 0038): the subset
 * zod's `toJSONSchema` writes for our contracts (type, enum, const, anyOf/oneOf/allOf, string
 * lengths, pattern and the uuid/date-time/email formats, number bounds, arrays, objects with
 * required keys and additionalProperties). `validValue` aims inside the schema, `invalidValue`
 * just outside it (a missing key, an extra key, a wrong type, a bound crossed, a nasty value).
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

/** Values that broke or could break a server: NUL bytes, lone surrogates, huge or odd numbers, wrong shapes. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '😀👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '\u202Egnp.exe',
  'ﷺ'.repeat(50),
  '%00',
  '%',
  '_',
  '\\',
  "'; DROP TABLE profiles; --",
  '<script>alert(1)</script>',
  "$&$`$'",
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(10_001),
  'é'.repeat(100_000),
];
const NASTY_NUMBERS: readonly number[] = [-1, 0, 0.5, -0.000001, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];
const deepArray = (depth: number): unknown => (depth === 0 ? [] : [deepArray(depth - 1)]);
const NASTY_VALUES: readonly unknown[] = [
  ...NASTY_STRINGS,
  ...NASTY_NUMBERS,
  true,
  false,
  null,
  {},
  [],
  [null],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  // 50 levels, not 10,000: the stack overflow of a very deep body is another change's (issue #20).
  deepArray(50),
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Ids the API has handed out so far (a stateful fuzzer's links): uuid values are often drawn from them. */
export type Known = { ids: readonly string[] };
const NONE: Known = { ids: [] };

export const nasty = (): fc.Arbitrary<unknown> => fc.constantFrom(...NASTY_VALUES);
export const nastyString = (): fc.Arbitrary<string> => fc.constantFrom(...NASTY_STRINGS);

const typesOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);

const MAX_GENERATED_LENGTH = 60;

function stringValue(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 200);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  switch (schema.format) {
    case 'uuid':
      return known.ids.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known.ids) }, { weight: 1, arbitrary: fc.uuid() }) : fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const upTo = Math.min(maxLength, minLength + MAX_GENERATED_LENGTH);
  return fc
    .oneof(
      { weight: 1, arbitrary: fc.string({ minLength, maxLength: upTo }) },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength: upTo, unit: 'grapheme' }) },
      // Words, as people write: what most often gets past validation to the services.
      { weight: 3, arbitrary: fc.lorem({ maxCount: 8 }).map((text) => text.padEnd(minLength, ' lorem')) },
    )
    .filter(fits);
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  let max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  if (integer) {
    if (schema.minimum === undefined && schema.exclusiveMinimum !== undefined) min = Math.floor(min) + 1;
    if (schema.maximum === undefined && schema.exclusiveMaximum !== undefined) max = Math.ceil(max) - 1;
    return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  }
  const inRange = (n: number) =>
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) && (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  // Whole numbers mostly: contracts often refine a number to an integer (cents, rates), which JSON Schema does not say.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) }).filter(inRange) },
    { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(inRange) },
  );
}

function objectValue(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  if (keys.length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 20 }), validValue(schema.additionalProperties, known, depth + 1), { maxKeys: 3 });
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) record[key] = validValue(properties[key]!, known, depth + 1);
  return fc.record(record, { requiredKeys: keys.filter((key) => required.has(key)) });
}

/** Values the schema accepts (as far as JSON Schema can say: zod's refinements, such as "no NUL byte", are not in it). */
export function validValue(schema: JsonSchema, known: Known = NONE, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf ?? schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((branch) => validValue(branch, known, depth)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, known, depth);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, known, depth)));
  switch (types[0]) {
    case 'string':
      return stringValue(schema, known);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(schema.items ? validValue(schema.items, known, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, known, depth);
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of another JSON type than any the schema allows. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  const others: fc.Arbitrary<unknown>[] = [];
  if (!types.has('string')) others.push(nastyString());
  if (!types.has('number') && !types.has('integer')) others.push(fc.constantFrom(...NASTY_NUMBERS));
  if (!types.has('boolean')) others.push(fc.boolean());
  if (!types.has('null')) others.push(fc.constant(null));
  if (!types.has('array')) others.push(fc.constantFrom([], ['x'], [1, 2]));
  if (!types.has('object')) others.push(fc.constantFrom({}, { a: 1 }));
  return others.length ? fc.oneof(...others) : nasty();
}

/** Values just outside what the schema accepts (plus the nasty ones, whatever the schema). */
export function invalidValue(schema: JsonSchema, known: Known = NONE, depth = 0): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [wrongType(schema), nasty()];
  const types = typesOf(schema);
  if (types.includes('string') || schema.enum) {
    if (schema.maxLength !== undefined) near.push(fc.constantFrom('x'.repeat(schema.maxLength + 1), ' '.repeat(schema.maxLength + 1) + 'x'));
    if (schema.minLength) near.push(fc.constant('x'.repeat(schema.minLength - 1)));
    near.push(validValue(schema, known, depth).map((value) => (typeof value === 'string' ? `${value}\u0000` : value)));
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) near.push(fc.constant(schema.minimum - 1));
    if (schema.maximum !== undefined) near.push(fc.constant(schema.maximum + 1));
    if (types.includes('integer')) near.push(fc.constant(1.5));
    // As a string: query strings carry numbers as text, bodies must not.
    near.push(fc.constantFrom('1', '1.5', '-1', '1e3', '0x10', ''));
  }
  if (types.includes('array') && schema.items) {
    const item = schema.items;
    near.push(fc.array(invalidValue(item, known, depth + 1), { minLength: 1, maxLength: 3 }));
    if (schema.maxItems !== undefined)
      near.push(fc.array(validValue(item, known, depth + 1), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 2 }));
  }
  if (types.includes('object') && schema.properties && depth < 4) {
    near.push(invalidObject(schema, known, depth));
  }
  if (schema.anyOf ?? schema.oneOf) {
    for (const branch of schema.anyOf ?? schema.oneOf ?? []) if (typesOf(branch).includes('object')) near.push(invalidObject(branch, known, depth));
  }
  return fc.oneof(...near);
}

/** A valid object with one thing wrong: a required key missing, an unknown key added, or one value invalid. */
function invalidObject(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const base = objectValue(schema, known, depth);
  const options: fc.Arbitrary<unknown>[] = [
    fc.tuple(base, fc.string({ minLength: 1, maxLength: 12 }), nasty()).map(([value, key, extra]) => ({ ...value, [key]: extra })),
  ];
  if (schema.required?.length) {
    options.push(
      fc.tuple(base, fc.constantFrom(...schema.required)).map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
    );
  }
  if (keys.length) {
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(base, fc.constant(key), invalidValue(properties[key]!, known, depth + 1)))
        .map(([value, key, wrong]) => ({ ...value, [key]: wrong })),
    );
  }
  return fc.oneof(...options);
}
