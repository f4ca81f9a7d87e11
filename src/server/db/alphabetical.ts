import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ORDER BY a name in French alphabetical order: accents and case do not move a name ('Événementiel'
 * comes between 'E-commerce' and 'Food', not after 'Z' as byte order has it). Identical folded
 * names keep a stable order by the name itself.
 */
export const alphabetical = (column: AnyColumn): SQL => sql`f_unaccent(lower(${column})), ${column}`;
