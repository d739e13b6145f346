import 'server-only';
import { loadSharp } from '@/server/media/sharp';
import { LOGO_SIZE } from './sharing';

/**
 * The business's mark (the shield with a camera lens of the site's header, `src/site/layout/Logo.tsx`)
 * as a square PNG: the logo that structured data and the blog feed point to. Search engines want a
 * raster logo of at least 112 pixels, so it is drawn at 512 on a white ground.
 */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="#ffffff"/>
  <path d="M20 2.5 5 8v10.4c0 8.6 6.2 16.3 15 19.1 8.8-2.8 15-10.5 15-19.1V8z" fill="#0b1f4d"/>
  <path d="M20 6.3 8.5 10.5v8c0 6.7 4.7 12.7 11.5 15 6.8-2.3 11.5-8.3 11.5-15v-8z" fill="none" stroke="#f59e0b" stroke-width="1.6"/>
  <circle cx="20" cy="19" r="6.2" fill="#13296b" stroke="#fff" stroke-width="1.8"/>
  <circle cx="20" cy="19" r="2.6" fill="#f59e0b"/>
  <circle cx="21.2" cy="17.8" r="0.8" fill="#fff"/>
</svg>`;

let drawn: Promise<Buffer> | null = null;

/** The logo's PNG bytes, drawn once per process. */
export function logoPng(): Promise<Buffer> {
  drawn ??= loadSharp()
    .then((sharp) => sharp(Buffer.from(MARK_SVG)).png({ compressionLevel: 9 }).toBuffer())
    .catch((error: unknown) => {
      drawn = null;
      throw error;
    });
  return drawn;
}
