import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, IMMUTABLE_CACHE_CONTROL, keyUnder, type FileStorage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (R2, MinIO, Scaleway…); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load the bucket's files (a CDN or the bucket's public address). */
  publicUrl?: string;
};

/** S3-compatible storage: objects are written public-readable by the bucket's policy, never by the app's ACLs. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Path-style addressing works with every S3-compatible service (virtual hosts need DNS per bucket).
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const base = (
    options.publicUrl ??
    (options.endpoint ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}` : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: assertValidKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: assertValidKey(key) }));
    },
    origin: new URL(base).origin,
    publicUrl: (key) => `${base}/${assertValidKey(key)}`,
    keyOf: (url) => keyUnder(base, url),
  };
}
