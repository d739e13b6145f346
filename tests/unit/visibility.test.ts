import { describe, expect, it } from 'vitest';
import { inquiriesModule } from '@/features/inquiries/module';
import { nextVisibilityChange, visibilityFilters } from '@/kit/visibility';
import { bannersModule } from '@/modules/banners/module';
import { blogsModule } from '@/modules/blogs/module';
import { jobsModule } from '@/modules/jobs/module';
import { servicesModule } from '@/modules/services/module';

const now = new Date('2026-06-01T12:00:00Z');
const base = { id: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

describe('who may see a record', () => {
  it('reads the switches from the declared fields, and leaves other statuses alone', () => {
    expect(visibilityFilters(servicesModule.fields)).toEqual({ published: 'true' });
    expect(visibilityFilters(jobsModule.fields)).toEqual({ active: 'true' });
    expect(visibilityFilters(blogsModule.fields)).toEqual({ status: 'published' });
    expect(visibilityFilters(inquiriesModule.fields)).toEqual({});
  });

  it('hides a post until its publish time, and shows one without a time once published', () => {
    const post = { ...base, status: 'published', publishedAt: '2026-06-02T09:00:00Z' };
    expect(blogsModule.publiclyVisible(post as never, now)).toBe(false);
    expect(blogsModule.publiclyVisible({ ...post, publishedAt: '2026-05-30T09:00:00Z' } as never, now)).toBe(
      true,
    );
    expect(blogsModule.publiclyVisible({ ...post, publishedAt: null } as never, now)).toBe(true);
    expect(blogsModule.publiclyVisible({ ...post, status: 'draft', publishedAt: null } as never, now)).toBe(
      false,
    );
  });

  it('shows a banner only while active and between its start and end', () => {
    const banner = { ...base, active: true, startsAt: null, endsAt: null };
    const visible = (values: object) => bannersModule.publiclyVisible({ ...banner, ...values } as never, now);
    expect(visible({})).toBe(true);
    expect(visible({ active: false })).toBe(false);
    expect(visible({ startsAt: '2026-06-01T13:00:00Z' })).toBe(false);
    expect(visible({ endsAt: '2026-06-01T12:00:00Z' })).toBe(false);
    expect(visible({ startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-07-01T00:00:00Z' })).toBe(true);
  });

  it('names the next moment a page must change by itself', () => {
    const banner = { ...base, startsAt: '2026-06-03T00:00:00Z', endsAt: '2026-06-02T00:00:00Z' };
    expect(nextVisibilityChange(banner as never, now)?.toISOString()).toBe('2026-06-02T00:00:00.000Z');
    expect(nextVisibilityChange({ ...base, publishedAt: '2026-05-01T00:00:00Z' } as never, now)).toBeNull();
  });
});
