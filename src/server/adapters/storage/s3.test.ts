import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member } from '#server/testing/members';
import { multipartBody, testImage } from '#server/testing/upload';
import { createS3Storage } from './s3.ts';

/** A loopback S3 server (s3rver) with one bucket, and credentials it accepts. */
const BUCKET = 'cm-connect-test';
let server: S3rver;
let endpoint: string;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('S3-compatible storage against a loopback S3 server', () => {
  it('puts a file with its type and cache header, serves it at its public address, and removes it', async () => {
    const storage = createS3Storage({ bucket: BUCKET, region: 'auto', endpoint, ...credentials });
    const body = Buffer.from('RIFF0000WEBPVP8 fake image bytes');
    await storage.put('avatars/abc-256.webp', body, 'image/webp');

    const url = storage.publicUrl('avatars/abc-256.webp');
    expect(url).toBe(`${endpoint}/${BUCKET}/avatars/abc-256.webp`);
    expect(storage.origin).toBe(endpoint);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(body);

    expect(storage.keyOf(url)).toBe('avatars/abc-256.webp');
    expect(storage.keyOf('https://elsewhere.example/avatars/abc-256.webp')).toBeNull();
    await storage.remove('avatars/abc-256.webp');
    expect((await fetch(url)).status).toBe(404);
    await expect(storage.remove('avatars/abc-256.webp')).resolves.toBeUndefined();
  });

  it('addresses files under S3_PUBLIC_URL (a CDN) when it is set', () => {
    const storage = createS3Storage({ bucket: BUCKET, region: 'auto', endpoint, publicUrl: 'https://cdn.cmconnect.fr/', ...credentials });
    expect(storage.publicUrl('avatars/x-64.webp')).toBe('https://cdn.cmconnect.fr/avatars/x-64.webp');
    expect(storage.keyOf('https://cdn.cmconnect.fr/avatars/x-64.webp')).toBe('avatars/x-64.webp');
    expect(storage.origin).toBe('https://cdn.cmconnect.fr');
  });

  it('refuses keys the app never writes (no climbing out of the bucket folder)', async () => {
    const storage = createS3Storage({ bucket: BUCKET, region: 'auto', endpoint, ...credentials });
    await expect(storage.put('../secret.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });

  describe('the app configured with S3_*', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    });
    afterAll(() => t?.close());

    it('stores an uploaded profile photo in the bucket, lets the CSP load it, and serves no local /uploads', async () => {
      const camille = await member(t, 'community_manager', 'Camille');
      const body = await multipartBody('avatar', await testImage('jpeg'), 'photo.jpg', 'image/jpeg');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { origin: TEST_ORIGIN, cookie: camille.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { avatarUrl } = res.json<{ avatarUrl: string }>();
      expect(avatarUrl).toMatch(new RegExp(`^${endpoint}/${BUCKET}/avatars/[0-9a-f-]{36}-256\\.webp$`));
      const file = await fetch(avatarUrl);
      expect(file.status).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(256);

      expect(res.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${endpoint}`);
      const local = await t.app.inject({ method: 'GET', url: `/uploads/${avatarUrl.split('/').slice(-2).join('/')}` });
      expect(local.statusCode).toBe(404);

      const removed = await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { origin: TEST_ORIGIN, cookie: camille.cookie } });
      expect(removed.statusCode).toBe(200);
      await t.app.backgroundJobs.drain();
      expect((await fetch(avatarUrl)).status).toBe(404);
    });
  });
});
