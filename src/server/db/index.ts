/**
 * What a module may take from the database layer (ADR 0043): the connection types, the sort helper, the transaction lock, prepared statements,
 * and the schema: a module imports only its own tables from here (owners.json names them); another
 * module's rows are read through that module's read model and written through its service.
 */
export type { Database, Db, DbOrTx, Tx } from './client.ts';
export { alphabetical } from './alphabetical.ts';
export { containsText, replaceText } from './text.ts';
export { lockUntilCommit } from './transaction-lock.ts';
export { executeReusingPlan, preparedPerDatabase } from './prepared.ts';
export { jsonRows } from './json-rows.ts';
export * from './schema/index.ts';
