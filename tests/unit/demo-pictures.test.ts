import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterise } from '@/server/demo/illustrations';
import { demoPictureCacheKey } from '@/server/demo/picture-cache';
import { type SceneKind, sceneSvg } from '@/server/demo/pictures/scenes';
import { type PropertyType, placeCameras, sitePlanSvg } from '@/server/demo/pictures/site-plan';
import { processImage } from '@/server/media/process-image';

const AMBER_MARK = /<circle cx="[\d.]+" cy="[\d.]+" r="11" fill="#f59e0b"/g;

describe('site plans of projects', () => {
  it('draw exactly the project’s cameras, the same way every time', () => {
    const properties: PropertyType[] = ['residential', 'commercial', 'industrial', 'multifamily'];
    for (const property of properties) {
      for (const cameras of [1, 6, 24, 60]) {
        const spec = { property, cameras, place: 'Silver Lake' };
        const svg = sitePlanSvg(spec);
        // One mark per camera, plus the legend's.
        expect(svg.match(AMBER_MARK)?.length, `${property} ${cameras}`).toBe(cameras + 1);
        expect(sitePlanSvg(spec)).toBe(svg);
      }
    }
  });

  it('spreads cameras over distinct mounts before any mount takes two', () => {
    const mounts = placeCameras(
      { first: [{ x: 0, y: 0, angle: 0 }], pool: [10, 20, 30].map((x) => ({ x, y: 0, angle: 90 })) },
      4,
    );
    expect(mounts.map((mount) => mount.x)).toEqual([0, 30, 10, 20]);
  });

  it('are pictures sharp can read, as the media library takes them', async () => {
    const svg = sitePlanSvg({ property: 'multifamily', cameras: 40, place: 'Koreatown' });
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 1000]);
    expect((await sharp(Buffer.from(sceneSvg('hillside'))).metadata()).width).toBe(1600);
  });
});

describe('scenes', () => {
  /**
   * Scenes are the pictures at the top of home, service and post pages. On a phone those show about
   * 55% of the pixels of the 960-pixel variant they load, and Lighthouse lets an image with a srcset
   * waste up to 12 KiB: a 960-pixel variant of at most 20 KB keeps every page's image delivery clean.
   */
  it('stay light enough to lead a page on a phone', { timeout: 90_000 }, async () => {
    const scenes: [SceneKind, number][] = [
      ['house', 0],
      ['house', 1],
      ['hillside', 0],
      ['office', 0],
      ['storefront', 0],
      ['warehouse', 0],
      ['apartments', 0],
      ['construction', 0],
      ['service', 0],
    ];
    for (const [kind, variant] of scenes) {
      const { variants } = await processImage(await rasterise(sceneSvg(kind, variant)));
      const medium = variants.find((file) => file.width === 960);
      expect(medium?.bytes.length, `${kind} ${variant}`).toBeLessThanOrEqual(20_000);
    }
  });
});

describe('the demo pictures’ cache', () => {
  /**
   * `npm test` draws the demo pictures once with tsx before its runs side by side; Vitest's runs and
   * the production servers of the browser tests read them. A key that each runner computed
   * differently (it once hashed the functions' compiled text) made every one of them draw all the
   * pictures again at once: minutes of sharp on two cores.
   */
  it('names a picture the same under tsx as under Vitest', () => {
    const svg = sceneSvg('house');
    const printed = spawnSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        `const { demoPictureCacheKey } = await import('./src/server/demo/picture-cache.ts');
         process.stdout.write(demoPictureCacheKey(process.argv[1]));`,
        svg,
      ],
      { encoding: 'utf8' },
    );
    expect(printed.stderr).toBe('');
    expect(printed.stdout).toMatch(/^[0-9a-f]{64}$/);
    expect(printed.stdout).toBe(demoPictureCacheKey(svg));
    expect(demoPictureCacheKey(sceneSvg('hillside'))).not.toBe(demoPictureCacheKey(svg));
  });
});
