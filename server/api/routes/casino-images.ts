import { AppError } from '@/server/lib/app-error';
import { readCatalogueImage } from '@/server/services/casino/catalogue/read-image';
import { pathParam, router } from '../env';
import { operation } from '../operation';

/**
 * How a stored image is served. Its name is its content's digest, so it never changes: a year,
 * immutable. An SVG is a document that could carry script: the policy forbids everything but
 * its inline styles, so opened on its own it runs nothing.
 */
const IMAGE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'same-site',
};

export const casinoImages = router()
  // GET /casino/images/{file} — a catalogue image stored by the sync (never the aggregator's URL)
  .get(
    '/:file',
    operation(
      {
        summary: 'A casino catalogue image, stored locally by the sync',
        tags: ['casino'],
        answer: 'image',
      },
      async (c) => {
        const image = await readCatalogueImage(c.var.ctx.config, pathParam(c, 'file'));
        if (!image) throw AppError.of('not_found', 404);
        return new Response(new Uint8Array(image.bytes), {
          headers: {
            ...IMAGE_HEADERS,
            'Content-Type': image.contentType,
            'Content-Length': String(image.bytes.byteLength),
          },
        });
      },
    ),
  );
