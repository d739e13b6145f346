'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';

const CAPTION = 'rounded-full bg-brand-900/90 px-3 py-1 text-sm font-semibold text-white';

/**
 * The before/after pictures of a project. As the server renders it (and without JavaScript) they are
 * two captioned figures, side by side from 640 px and stacked on phones. Once scripts run, the
 * after picture lies over the before one and a native range input moves the line between them:
 * keyboard operable as every range is (arrows, Page Up/Down, Home, End), with its value in words.
 * The line follows with a short easing only when the visitor has not asked for reduced motion.
 */
export function BeforeAfterSlider({ before, after }: { before: ReactNode; after: ReactNode }) {
  const [interactive, setInteractive] = useState(false);
  const [split, setSplit] = useState(50);
  const inputId = useId();
  // After hydration only: the first render must be the server's markup.
  useEffect(() => setInteractive(true), []);

  if (!interactive) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" data-before-after="figures">
        <figure className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
          {before}
          <figcaption className="px-4 py-3 font-semibold text-brand-900">Before</figcaption>
        </figure>
        <figure className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
          {after}
          <figcaption className="px-4 py-3 font-semibold text-brand-900">After</figcaption>
        </figure>
      </div>
    );
  }

  return (
    <div data-before-after="slider">
      <div className="relative overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        {before}
        <div
          data-testid="after-layer"
          className="absolute inset-0 duration-75 motion-safe:transition-[clip-path] [&_img]:h-full [&_img]:w-full [&_img]:object-cover"
          style={{ clipPath: `inset(0 0 0 ${split}%)` }}
        >
          {after}
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(15_23_42/0.4)] duration-75 motion-safe:transition-[left]"
          style={{ left: `${split}%` }}
        />
        <span aria-hidden="true" className={`absolute top-3 left-3 ${CAPTION}`}>
          Before
        </span>
        <span aria-hidden="true" className={`absolute top-3 right-3 ${CAPTION}`}>
          After
        </span>
      </div>
      <label htmlFor={inputId} className="mt-4 block font-semibold text-brand-900">
        Compare before and after
      </label>
      <input
        id={inputId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={split}
        onChange={(event) => setSplit(Number(event.target.value))}
        aria-valuetext={`${split}% before, ${100 - split}% after`}
        className="mt-2 block min-h-11 w-full cursor-pointer accent-brand-700"
      />
      <p className="mt-1 flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>More before</span>
        <span>More after</span>
      </p>
    </div>
  );
}
