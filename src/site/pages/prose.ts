/**
 * Typography for stored rich text (post bodies, descriptions, policies): readable line length,
 * spacing between blocks, headings, lists, links and quotes styled without a plugin.
 */
export const PROSE = [
  'max-w-[68ch] text-lg leading-8 text-slate-700',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-brand-900',
  '[&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-accent-600',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_img]:rounded-xl [&_hr]:border-slate-200',
].join(' ');

/** The same, a size smaller, for answers and short descriptions inside cards. */
export const PROSE_COMPACT = [
  'text-base leading-7 text-slate-700',
  '[&>*+*]:mt-3',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
].join(' ');
