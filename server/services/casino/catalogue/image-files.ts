import path from 'node:path';
import type { Config } from '@/server/config';

/**
 * The catalogue's images on disk: `DATA_DIR/casino-images/<sha256 of the bytes>.<ext>`, so one
 * picture is one file whatever games share it, a file never changes once written (the route
 * serves it as immutable) and a name says nothing but its content.
 */

/** Extensions by the content types the catalogue accepts. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
} as const;

export type ImageExtension = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES];

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** A stored image's file name; anything else names no image (and no path outside the folder). */
export const IMAGE_FILE = /^[0-9a-f]{64}\.(png|jpg|webp|gif|avif|svg)$/;

export function imagesDir(config: Pick<Config, 'dataDir'>) {
  return path.join(config.dataDir, 'casino-images');
}

/** Where the site shows a stored image: the API's images route on the site's own `/api`. */
export function imageUrl(file: string | null): string | null {
  return file ? `/api/casino/images/${file}` : null;
}
