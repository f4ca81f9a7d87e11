import type { FileStorage } from '#server/adapters/storage/index';
import type { Config } from '#server/config';
import type { Db } from '#server/db/index';
import type { mailLinksFor } from '#server/http/origins';

/** What the back-office is registered with. */
export type AdminOptions = { db: Db; storage: FileStorage; config: Config };

/** What the back-office's areas are given (each area is a plugin under /api/admin), with the links of the mails their changes lead to. */
export type AdminDeps = AdminOptions & { links: ReturnType<typeof mailLinksFor> };
