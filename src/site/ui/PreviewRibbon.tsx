/** Shown on a record opened through a staff preview link: visitors cannot see this page yet. */
export function PreviewRibbon({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p
      role="status"
      className="bg-accent-400 px-5 py-2.5 text-center text-sm font-semibold text-brand-950 sm:text-base"
    >
      Preview — not public yet
    </p>
  );
}
