import { describe, expect, it } from 'vitest';
import { areaPath, areaPathsOf, citySlug } from '@/features/areas/city-slug';

/** How a typed city meets a served one: by slug, whatever its case and spacing. */
describe('city slugs', () => {
  it('match a city whatever its case and spacing', () => {
    for (const typed of ['Santa Monica', ' santa  monica ', 'SANTA MONICA', 'Santa-Monica'])
      expect(citySlug(typed), typed).toBe('santa-monica');
    expect(citySlug('Cañada Flintridge')).toBe('canada-flintridge');
    expect(citySlug('L.A. (Downtown)')).toBe('la-downtown');
  });

  it('give no slug, and no area page, for an empty city', () => {
    for (const empty of [null, undefined, '', '   ', '!!!']) {
      expect(citySlug(empty)).toBe('');
      expect(areaPathsOf(empty)).toEqual([]);
    }
    expect(areaPathsOf('Van Nuys')).toEqual(['/areas/van-nuys']);
    expect(areaPath('koreatown')).toBe('/areas/koreatown');
  });
});
