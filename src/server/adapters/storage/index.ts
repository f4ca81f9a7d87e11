import path from 'node:path';
import type { Config } from '#server/config';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';

export { LOCAL_UPLOADS_PREFIX } from './local.ts';
export { IMMUTABLE_CACHE_CONTROL, type FileStorage } from './storage.ts';

/** The local uploads folder (the app serves it when no bucket is configured). */
export const localUploadsDir = (config: Pick<Config, 'dataDir'>) => path.resolve(config.dataDir, 'uploads');

/** Without S3_BUCKET, files live in DATA_DIR/uploads and the app serves them itself. */
export const usesLocalStorage = (config: Pick<Config, 's3'>) => !config.s3.bucket;

/** S3 when S3_BUCKET is set, else files in DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>) {
  const { bucket, ...s3 } = config.s3;
  return bucket ? createS3Storage({ bucket, ...s3 }) : createLocalStorage(localUploadsDir(config));
}
