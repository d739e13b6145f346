import { describe, expect, it } from 'vitest';
import { addIds, moveId } from '@/admin/media/image-order';
import { fitWithin } from '@/admin/media/MediaThumbnail';
import { imageUrlFor } from '@/admin/media/media-api';
import { resolveAdminRoute } from '@/admin/routing/resolve-admin-route';
import { registry } from '@/registry';

describe('media library in the back office', () => {
  it('opens at /admin/file (with or without a trailing slash), nowhere below it', () => {
    expect(resolveAdminRoute('/admin/file', registry)).toEqual({ kind: 'media-library' });
    expect(resolveAdminRoute('/admin/file/', registry)).toEqual({ kind: 'media-library' });
    expect(resolveAdminRoute('/admin/file/3', registry).kind).toBe('not-found');
  });

  it('moves an image earlier or later and ignores moves past either end', () => {
    expect(moveId([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });

  it('adds picked images at the end, never twice, up to the limit', () => {
    expect(addIds([4, 5], [5, 6, 7])).toEqual([4, 5, 6, 7]);
    expect(addIds([4, 5], [6, 7, 8], 3)).toEqual([4, 5, 6]);
  });

  it('loads the smallest copy sharp enough for the shown width on a 2x screen', () => {
    const item = {
      url: '/media/a.jpg',
      variants: [480, 960, 1600].map((width) => ({ width, height: width, url: `/media/a-w${width}.webp` })),
    };
    expect(imageUrlFor(item, 160)).toBe('/media/a-w480.webp');
    expect(imageUrlFor(item, 400)).toBe('/media/a-w960.webp');
    expect(imageUrlFor(item, 1200)).toBe('/media/a.jpg');
    expect(imageUrlFor({ url: '/media/b.png', variants: [] }, 160)).toBe('/media/b.png');
  });
});

describe('a picture shown whole (a view, a revision comparison)', () => {
  const box = { w: 200, h: 150 };
  const ratio = ({ w, h }: { w: number; h: number }) => w / h;

  it('keeps the image’s own shape: landscape, portrait and square fit the box without stretching', () => {
    expect(fitWithin({ width: 1600, height: 900 }, box)).toEqual({ w: 200, h: 113 });
    expect(fitWithin({ width: 600, height: 800 }, box)).toEqual({ w: 113, h: 150 });
    expect(fitWithin({ width: 1000, height: 1000 }, box)).toEqual({ w: 150, h: 150 });
    for (const image of [
      { width: 4000, height: 1000 },
      { width: 333, height: 1200 },
    ]) {
      expect(ratio(fitWithin(image, box))).toBeCloseTo(image.width / image.height, 1);
    }
  });

  it('never enlarges a small image, and takes the box when the size is unknown', () => {
    expect(fitWithin({ width: 120, height: 80 }, box)).toEqual({ w: 120, h: 80 });
    expect(fitWithin({ width: 0, height: 0 }, box)).toEqual(box);
  });
});
