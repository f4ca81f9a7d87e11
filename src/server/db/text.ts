import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `column` with every occurrence of `text` replaced by `replacement` (an UPDATE's new value). */
export const replaceText = (column: PgColumn, text: string, replacement: string): SQL => sql`replace(${column}, ${text}, ${replacement})`;

/** Whether `column` contains `text` (case-sensitive, no pattern characters). */
export const containsText = (column: PgColumn, text: string): SQL => sql`strpos(${column}, ${text}) > 0`;
