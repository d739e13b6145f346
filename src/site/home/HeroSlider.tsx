'use client';

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { HeroSliderWords } from './words';

/** A person reads a slide's title and sub-line in well under this; it never moves faster. */
const ADVANCE_MS = 9000;

/**
 * The hero's pictures: the first slide is server-rendered and visible without JavaScript; with it,
 * visible previous/next controls and a pause button. It moves on by itself only slowly, never when
 * the visitor prefers reduced motion, and not while hovered or focused or once they used a control.
 */
export function HeroSlider({
  slides,
  labels,
  words,
}: {
  slides: ReactNode[];
  /** Each slide's accessible name, its position included ("1 of 2: Protect your business"). */
  labels: string[];
  words: HeroSliderWords;
}) {
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const region = useRef<HTMLElement>(null);
  const count = slides.length;

  useEffect(() => {
    setReady(true);
    setPlaying(count > 1 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the wait after every change of slide.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, current, count]);

  const go = useCallback(
    (step: number) => {
      setPlaying(false);
      setCurrent((index) => (index + step + count) % count);
    },
    [count],
  );

  return (
    <section
      ref={region}
      aria-roledescription={words.carousel}
      aria-label={words.label}
      className="relative"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!region.current?.contains(event.relatedTarget as Node)) setHeld(false);
      }}
    >
      <div aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides keep their order for the page's life.
            key={index}
            role="group"
            aria-roledescription={words.slide}
            aria-label={labels[index]}
            hidden={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-4 flex min-h-11 items-center justify-between gap-3">
          <div className="flex gap-1.5" aria-hidden="true">
            {slides.map((_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide, in order.
                key={index}
                className={`h-1.5 rounded-full transition-all ${index === current ? 'w-8 bg-accent-400' : 'w-3 bg-white/40'}`}
              />
            ))}
          </div>
          {ready && (
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => setPlaying((value) => !value)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
              >
                <span className="sr-only">{playing ? words.pause : words.play}</span>
                <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                  {playing ? <path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
                </svg>
              </button>
              <button
                type="button"
                onClick={() => go(-1)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
              >
                <span className="sr-only">{words.previous}</span>
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:bg-white/10"
              >
                <span className="sr-only">{words.next}</span>
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
