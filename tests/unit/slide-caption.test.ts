import { describe, expect, it } from 'vitest';
import { repeatsHeadline } from '@/site/home/slide-caption';

describe('a hero slide caption beside the headline', () => {
  it('is left out when it says the same words, whatever the case and punctuation', () => {
    expect(
      repeatsHeadline(
        'Security cameras installed right, the first time',
        'Security Cameras Installed Right — the first time!',
      ),
    ).toBe(true);
  });

  it('stays when it says something else, even after the headline changed to something close', () => {
    expect(
      repeatsHeadline('Faces and plates you can read, day and night', 'Security cameras installed right'),
    ).toBe(false);
    expect(
      repeatsHeadline('Security cameras installed right', 'Security cameras installed right, the first time'),
    ).toBe(false);
  });
});
