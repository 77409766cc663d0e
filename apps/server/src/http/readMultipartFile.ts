import { formatFieldPath } from '@carecall/api-client';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { findUnstorableText } from './findUnstorableText.ts';
import { HttpError } from './HttpError.ts';

/** The one file of a multipart request, read whole. */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** Options of {@link readMultipartFile}. */
export interface ReadMultipartFileOptions {
  /** The field the file is expected in, named in the 415 for a body that is not multipart. */
  field: string;
  maxBytes: number;
  /** The answer for a file over `maxBytes`. */
  tooLarge: () => HttpError;
}

const MALFORMED_MESSAGE = 'The multipart body could not be read';

/**
 * A parse failure of the body as the client's error: the multipart plugin's own errors carry their 4xx status; the
 * parser's (no boundary, a body cut short, a broken part header) carry none and would otherwise be a 500.
 */
function toClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
  return new HttpError(400, 'MALFORMED_MULTIPART', `${MALFORMED_MESSAGE}${reason}`);
}

function listParts(file: MultipartFile): Multipart[] {
  return Object.values(file.fields).flatMap((entry) => (entry === undefined ? [] : [entry].flat()));
}

/**
 * What of the request's parts the database could not store as sent (NUL, lone surrogates): part names, the file's
 * name and type, text field values; paths name the part (`recordingFile.filename`).
 */
function findUnstorableParts(file: MultipartFile): ReturnType<typeof findUnstorableText> {
  const parts: Record<string, unknown> = {};
  for (const part of listParts(file)) {
    parts[part.fieldname] =
      part.type === 'file' ? { filename: part.filename, mimetype: part.mimetype } : { value: part.value };
  }
  return findUnstorableText(parts).map((found) =>
    found.path.at(-1) === 'value' ? { ...found, path: found.path.slice(0, -1) } : found,
  );
}

/**
 * Reads the first file of a multipart request (text fields before it are checked too) so that everything a client
 * can get wrong is a 4xx with a JSON body: not multipart 415 `UNSUPPORTED_MEDIA_TYPE`; a body the parser cannot read
 * 400 `MALFORMED_MULTIPART`; a part name, file name or text field PostgreSQL cannot store 400 `VALIDATION_ERROR` on
 * that part; a file over `maxBytes` the caller's `tooLarge`. Answers null when the body holds no file.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  options: ReadMultipartFileOptions,
): Promise<UploadedFile | null> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data field ${options.field}`);
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  } catch (error) {
    throw toClientError(error);
  }
  if (!file) return null;
  const unstorable = findUnstorableParts(file);
  if (unstorable.length > 0) {
    file.file.resume();
    throw new HttpError(400, 'VALIDATION_ERROR', 'Validation failed', {
      fields: unstorable.map((found) => ({ path: formatFieldPath(found.path), message: found.message })),
    });
  }
  try {
    const bytes = await file.toBuffer();
    return { fieldName: file.fieldname, fileName: file.filename, mimeType: file.mimetype, bytes };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw toClientError(error);
  }
}
