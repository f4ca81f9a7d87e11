import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError, invalid } from './errors.ts';

export type FileUploadMessages = { missing: string; tooLarge: string };

/**
 * Accepts multipart bodies in this scope only, one file and nothing else; a bigger file stops
 * streaming at `maxBytes` (never buffered whole).
 */
export async function acceptFileUploads(scope: FastifyInstance, maxBytes: number) {
  await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
}

/**
 * A body busboy cannot parse (no boundary, a truncated or malformed part) throws a bare Error:
 * it is the client's, so it answers 400 with the route's "no file" words, not 500.
 */
function unreadable(error: unknown, field: string, messages: FileUploadMessages): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof AppError || (status && status < 500)) return error;
  return invalid({ [field]: messages.missing });
}

/** The one uploaded file's bytes, under `field`; refusals in the route's French words. */
export async function readUploadedFile(request: FastifyRequest, field: string, messages: FileUploadMessages): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid({ [field]: messages.missing });
  const file = await request.file().catch((error: unknown) => {
    throw unreadable(error, field, messages);
  });
  if (!file || file.fieldname !== field) throw invalid({ [field]: messages.missing });
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.tooLarge, { [field]: messages.tooLarge });
    }
    throw unreadable(error, field, messages);
  }
}
