import { z } from 'zod';

/**
 * JSON carries dates as ISO strings while the contracts type them as `Date` (the server's
 * side). Fetchers extend a contract's schema with this for each date field they read.
 */
export const ZWireDate = z.coerce.date();
export const ZWireDateOrNull = z.coerce.date().nullable();
