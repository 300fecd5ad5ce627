import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@/server/config';
import { CONTENT_TYPES, IMAGE_FILE, imagesDir, type ImageExtension } from './image-files';

/**
 * A stored image by its file name, or null. Only names the store makes are looked up, so no
 * name reaches outside the folder (`..`, slashes, encodings never match the pattern).
 */
export async function readCatalogueImage(config: Pick<Config, 'dataDir'>, file: string) {
  const match = IMAGE_FILE.exec(file);
  if (!match) return null;
  try {
    const bytes = await readFile(path.join(imagesDir(config), file));
    return { bytes, contentType: CONTENT_TYPES[match[1] as ImageExtension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
