import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadMimeType } from '@/lib/constants/kyc';
import { AppError } from '@/server/lib/app-error';
import { isUnstorable } from '@/server/lib/text';

/**
 * Identity documents on disk: under `DATA_DIR` (outside anything the site serves), one file per
 * upload named by its id, read back only by the operations that show them to staff or to the
 * sandbox's reviewer. Whatever the browser declared, a file is what its first bytes say.
 */

const SIGNATURES: ReadonlyArray<[UploadMimeType, number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The type the bytes are, or null when they are none of the types taken. */
export function sniffType(bytes: Uint8Array): UploadMimeType | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return null;
}

/** A file name fit to keep and show: no path, no control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  const clean = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  const kept = isUnstorable(clean) ? '' : clean.slice(0, 120);
  return kept || 'document';
}

export type StoredFile = { mime: UploadMimeType; size: number; sha256: string; fileName: string };

/**
 * Reads an uploaded file, checks what it is (422 `file_type_not_allowed` on `file` otherwise)
 * and writes it to `dir/<id>`. Answers what to record of it.
 */
export async function storeUpload(dir: string, id: string, file: File): Promise<StoredFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffType(bytes);
  if (!mime) throw AppError.field('file', 'file_type_not_allowed');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, id), bytes, { mode: 0o600 });
  return {
    mime,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: safeFileName(file.name),
  };
}

/** A stored file's bytes; a 404 when it is gone from disk. */
export async function readStored(dir: string, id: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path.join(dir, id)));
  } catch {
    throw AppError.of('not_found', 404);
  }
}

/** A file answered to staff: its own type, never shown inline as anything else, never cached. */
export function fileResponse(bytes: Uint8Array, mime: string, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': mime,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
