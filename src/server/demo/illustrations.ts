import 'server-only';
import { loadSharp } from '../media/sharp';

/**
 * Demo pictures, drawn here as SVG and rasterised with sharp: nothing is fetched from elsewhere. One
 * style throughout (pictures/style.ts): isometric scenes of LA properties with their cameras, site
 * plans of finished projects, devices in three-quarter view and client marks.
 */
export { logoSvg } from './pictures/logos';
export { type ProductShape, productSvg } from './pictures/products';
export { type SceneKind, sceneSvg } from './pictures/scenes';
export { type PropertyType, type SitePlanSpec, sitePlanSvg } from './pictures/site-plan';

export async function rasterise(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
