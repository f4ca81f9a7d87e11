import { z } from 'zod';

/**
 * Imported first by the entry: zod's object schemas probe `new Function` when they are built, to
 * compile fast parsers. Our Content-Security-Policy forbids eval, so the probe only reports a CSP
 * violation; jitless skips it (the browser parses small forms, where JIT gains nothing).
 */
z.config({ jitless: true });
