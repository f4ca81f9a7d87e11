/**
 * Imported first by the entry: zod's object schemas probe `new Function` when they are built, to
 * compile fast parsers. Our Content-Security-Policy forbids eval, so the probe only reports a CSP
 * violation; jitless skips it (the browser parses small forms, where JIT gains nothing).
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (one object shared by every copy of
 * zod, read when a schema is built), so setting it here ships no zod code to pages without forms.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
