import type { FileStorage } from '#server/adapters/storage/index';
import type { Config } from '#server/config';
import type { Db } from '#server/db/index';

/** What the back-office's areas are given (each area is a plugin under /api/admin). */
export type AdminDeps = { db: Db; storage: FileStorage; config: Config };
