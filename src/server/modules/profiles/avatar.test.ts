import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_UPLOADS_PER_MINUTE, avatarMessages, smallAvatarUrl } from '#contracts/avatar-terms';
import { localUploadsDir } from '#server/adapters/storage/index';
import { profiles, rateLimits } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { multipartBody, testImage } from '#server/testing/upload';

let t: TestApp;
let camille: Member;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  camille = await member(t, 'community_manager', 'Camille');
  uploadsDir = localUploadsDir(t.config);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.update(profiles).set({ avatarUrl: null }).where(eq(profiles.id, camille.id));
  await t.app.backgroundJobs.drain();
});

async function upload(who: Member | null, bytes: Buffer, fileName = 'photo.png', field = 'avatar') {
  const body = await multipartBody(field, bytes, fileName, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, ...(who ? { cookie: who.cookie } : {}) },
    payload: body.payload,
  });
}
const removePhoto = (who: Member) => t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { origin: TEST_ORIGIN, cookie: who.cookie } });
const storedAvatar = async () =>
  (await t.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, camille.id)))[0]!.avatarUrl;
const storedFiles = () => (existsSync(path.join(uploadsDir, 'avatars')) ? readdirSync(path.join(uploadsDir, 'avatars')).sort() : []);
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploading a profile photo', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('re-encodes a %s into square WebP files of 256 and 64 px, without metadata', async (format) => {
    const res = await upload(camille, await testImage(format), `photo.${format}`);
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json<{ avatarUrl: string }>();
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-256\.webp$/);
    expect(await storedAvatar()).toBe(avatarUrl);

    for (const [url, px] of [
      [avatarUrl, 256],
      [smallAvatarUrl(avatarUrl), 64],
    ] as const) {
      const file = await fetchFile(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(file.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', px, px]);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('shows on the public profile and the session, and replacing it deletes the old files', async () => {
    const first = (await upload(camille, await testImage('png'))).json<{ avatarUrl: string }>().avatarUrl;
    const second = (await upload(camille, await testImage('jpeg'), 'autre.jpg')).json<{ avatarUrl: string }>().avatarUrl;
    expect(second).not.toBe(first);

    const profile = await t.app.inject({ method: 'GET', url: `/api/profiles/${camille.id}` });
    expect(profile.json().profile.avatarUrl).toBe(second);
    const session = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: camille.cookie } });
    expect(JSON.stringify(session.json())).toContain(second);

    await t.app.backgroundJobs.drain();
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(smallAvatarUrl(first))).statusCode).toBe(404);
    expect((await fetchFile(second)).statusCode).toBe(200);
  });

  it('removing the photo brings back the initials and deletes its files', async () => {
    const url = (await upload(camille, await testImage('png'))).json<{ avatarUrl: string }>().avatarUrl;
    const res = await removePhoto(camille);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ avatarUrl: null });
    expect(await storedAvatar()).toBeNull();
    await t.app.backgroundJobs.drain();
    expect((await fetchFile(url)).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(path.basename(url));
  });

  it('deleting the account deletes the photo files', async () => {
    const leaving = await member(t, 'community_manager', 'Ines');
    const url = (await upload(leaving, await testImage('png'))).json<{ avatarUrl: string }>().avatarUrl;
    expect((await post(t, '/api/account/delete', { password: 'mot-de-passe-solide' }, leaving.cookie)).statusCode).toBe(200);
    await t.app.backgroundJobs.drain();
    expect((await fetchFile(url)).statusCode).toBe(404);
    expect((await fetchFile(smallAvatarUrl(url))).statusCode).toBe(404);
  });
});

describe('refusals: nothing is stored', () => {
  const refusals = [
    ['a text file renamed .png', () => Buffer.from('Bonjour, ceci est un fichier texte.\n'.repeat(20)), 'photo.png', 400, avatarMessages.notAnImage],
    [
      'an SVG',
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
      'logo.svg',
      400,
      avatarMessages.svg,
    ],
    [
      'a 6 MB file',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]),
      'grande.jpg',
      413,
      avatarMessages.tooLarge,
    ],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'cv.png', 400, avatarMessages.notAnImage],
  ] as const;

  it.each(refusals)('refuses %s with a French message', async (_name, bytes, fileName, status, message) => {
    const before = storedFiles();
    const res = await upload(camille, bytes(), fileName);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(storedFiles()).toEqual(before);
    expect(await storedAvatar()).toBeNull();
  });

  /** A plain PNG of `width`×`height`: a few hundred KB that unpack into many megapixels. */
  const bigPng = (width: number, height: number, sixteenBits = false) => {
    const image = sharp({ create: { width, height, channels: 3, background: { r: 10, g: 20, b: 30 } } });
    return (sixteenBits ? image.toColourspace('rgb16') : image).png({ compressionLevel: 9 }).toBuffer();
  };

  it("refuses an image of too many pixels from its header, before decoding it (the probe's 6320×6320 PNG)", async () => {
    const bytes = await bigPng(6320, 6320);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const res = await upload(camille, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: avatarMessages.tooManyPixels });
    expect(performance.now() - started).toBeLessThan(500);
    expect(await storedAvatar()).toBeNull();
  });

  it('counts a 16-bit image twice: 16 megapixels pass in 8 bits, not in 16', async () => {
    const deep = await upload(camille, await bigPng(4000, 4000, true));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toBe(avatarMessages.tooManyPixels);
    expect((await upload(camille, await bigPng(4000, 4000))).statusCode).toBe(200);
  });

  it('asks for a file when the request has none or names another field', async () => {
    const before = storedFiles();
    const json = await post(t, '/api/me/avatar', { avatar: 'data:image/png;base64,AAAA' }, camille.cookie);
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(avatarMessages.missing);
    const otherField = await upload(camille, await testImage('png'), 'photo.png', 'image');
    expect(otherField.statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 401 before reading anything from an anonymous caller', async () => {
    const before = storedFiles();
    const res = await upload(null, await testImage('png'));
    expect(res.statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });

  it(`allows ${AVATAR_UPLOADS_PER_MINUTE} photo changes a minute, then answers 429 in French`, async () => {
    for (let i = 0; i < AVATAR_UPLOADS_PER_MINUTE; i++) expect((await removePhoto(camille)).statusCode).toBe(200);
    const refused = await removePhoto(camille);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Trop de/);
  });
});
