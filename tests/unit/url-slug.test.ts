import { describe, expect, it } from 'vitest';
import { urlSlug } from '@/lib/url-slug';

describe('the address part made of a text', () => {
  it.each([
    ['Night Vision Cameras', 'night-vision-cameras'],
    ['<i>Night</i> vision', 'night-vision'],
    ['<script>alert(1)</script> Doorbell', 'alert1-doorbell'],
    ['4K > 1080p', '4k-1080p'],
    ['a < b', 'a-b'],
    ['Café & Bar', 'cafe-and-bar'],
    ['  Santa   Monica ', 'santa-monica'],
    ['<>', ''],
  ])('%j is %j', (text, slug) => {
    expect(urlSlug(text)).toBe(slug);
  });
});
