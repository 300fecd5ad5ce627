import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '@/server/app-context';
import { IMAGE_TYPES, imagesDir, type ImageExtension } from './image-files';
import type { CatalogueImage } from './source';

/** A tile is tens of kilobytes; anything past this is not one. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
}

/** The stored file's name, and whether this call wrote it. */
export type StoredImage = { file: string; written: boolean };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * Stores an image of the catalogue: made bytes as they are, a URL downloaded once (through
 * `ctx.fetch`, size-capped, its content type checked against its first bytes). A URL already
 * downloaded is remembered (`by-url/<sha256 of the URL>` holds the file's name), so the nightly
 * sync does not fetch every tile again; aggregators version their image URLs.
 */
export async function storeImage(
  ctx: Pick<AppContext, 'config' | 'fetch'>,
  image: CatalogueImage,
): Promise<StoredImage> {
  const dir = imagesDir(ctx.config);
  if (image.kind === 'bytes') {
    return writeImage(dir, image.bytes, extensionOf(image.contentType, image.bytes));
  }
  const marker = path.join(dir, 'by-url', sha256(image.url));
  const known = await readFile(marker, 'utf8').catch(() => null);
  if (known && (await exists(path.join(dir, known)))) return { file: known, written: false };
  const { bytes, contentType } = await download(ctx.fetch, image.url);
  const stored = await writeImage(dir, bytes, extensionOf(contentType, bytes));
  await mkdir(path.dirname(marker), { recursive: true });
  await writeFile(marker, stored.file);
  return stored;
}

async function writeImage(dir: string, bytes: Uint8Array, extension: ImageExtension) {
  const file = `${sha256(bytes)}.${extension}`;
  const target = path.join(dir, file);
  if (await exists(target)) return { file, written: false };
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: a reader never meets half a file.
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
  return { file, written: true };
}

async function download(fetchImpl: typeof fetch, url: string) {
  if (!/^https:\/\//i.test(url)) throw new ImageRefusedError(`not an https URL: ${url}`);
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ImageRefusedError(`HTTP ${response.status} for ${url}`);
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!(contentType.toLowerCase() in IMAGE_TYPES)) {
    await response.body?.cancel();
    throw new ImageRefusedError(`content type ${contentType || 'none'} for ${url}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
    await response.body?.cancel();
    throw new ImageRefusedError(`larger than ${MAX_IMAGE_BYTES} bytes: ${url}`);
  }
  return { bytes: await readCapped(response, url), contentType: contentType.toLowerCase() };
}

/** The body, refused as soon as it passes the cap, whatever Content-Length said. */
async function readCapped(response: Response, url: string) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      throw new ImageRefusedError(`larger than ${MAX_IMAGE_BYTES} bytes: ${url}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The extension of a content type whose bytes look like it; anything else is refused. */
function extensionOf(contentType: string, bytes: Uint8Array): ImageExtension {
  const extension = IMAGE_TYPES[contentType.toLowerCase() as keyof typeof IMAGE_TYPES];
  if (!extension || !looksLike(extension, bytes)) {
    throw new ImageRefusedError(`bytes are not ${contentType || 'an image'}`);
  }
  return extension;
}

function looksLike(extension: ImageExtension, bytes: Uint8Array) {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  switch (extension) {
    case 'png':
      return bytes[0] === 0x89 && ascii(1, 4) === 'PNG';
    case 'jpg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'gif':
      return ascii(0, 4) === 'GIF8';
    case 'webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case 'avif':
      return ascii(4, 8) === 'ftyp';
    case 'svg':
      return /<svg[\s>]/.test(new TextDecoder().decode(bytes.subarray(0, 1024)));
  }
}

async function exists(file: string) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}
