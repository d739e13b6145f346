'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';

const CAPTION = 'rounded-full bg-brand-900/90 px-3 py-1 text-sm font-semibold text-white';

/** The slider's words in the page's language; `value` holds `{before}` and `{after}` (percentages). */
export interface BeforeAfterWords {
  before: string;
  after: string;
  compare: string;
  value: string;
  moreBefore: string;
  moreAfter: string;
}

/**
 * The before/after pictures of a project. As the server renders it (and without JavaScript) they are
 * two captioned figures, side by side from 640 px and stacked on phones. Once scripts run, the
 * after picture lies over the before one and a native range input moves the line between them:
 * keyboard operable as every range is (arrows, Page Up/Down, Home, End), with its value in words.
 * The line follows with a short easing only when the visitor has not asked for reduced motion.
 */
export function BeforeAfterSlider({
  before,
  after,
  words,
}: {
  before: ReactNode;
  after: ReactNode;
  words: BeforeAfterWords;
}) {
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
          <figcaption className="px-4 py-3 font-semibold text-brand-900">{words.before}</figcaption>
        </figure>
        <figure className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
          {after}
          <figcaption className="px-4 py-3 font-semibold text-brand-900">{words.after}</figcaption>
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
          {words.before}
        </span>
        <span aria-hidden="true" className={`absolute top-3 right-3 ${CAPTION}`}>
          {words.after}
        </span>
      </div>
      <label htmlFor={inputId} className="mt-4 block font-semibold text-brand-900">
        {words.compare}
      </label>
      <input
        id={inputId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={split}
        onChange={(event) => setSplit(Number(event.target.value))}
        aria-valuetext={words.value.replace('{before}', `${split}`).replace('{after}', `${100 - split}`)}
        className="mt-2 block min-h-11 w-full cursor-pointer accent-brand-700"
      />
      <p className="mt-1 flex justify-between text-sm text-slate-600" aria-hidden="true">
        <span>{words.moreBefore}</span>
        <span>{words.moreAfter}</span>
      </p>
    </div>
  );
}
