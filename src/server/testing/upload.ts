import sharp from 'sharp';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export async function multipartBody(field: string, bytes: Buffer, fileName: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** A photo-like image of `width`×`height` in `format`, carrying EXIF data (to prove it is stripped). */
export function testImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .composite([{ input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: '#2040c0' } } }])
    .withExif({ IFD0: { Copyright: 'Camille Roux', Artist: 'Camille Roux' } })
    .toFormat(format)
    .toBuffer();
}
