/** Shown above a record opened through a preview link: the visitor sees it is not public yet. */
export function PreviewRibbon({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="status" className="bg-accent-400 px-5 py-2.5 text-center font-display font-bold text-brand-950">
      Preview — not public yet
    </p>
  );
}
