/** The mark: a shield holding a camera lens, in navy with the warm accent. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 2.5 5 8v10.4c0 8.6 6.2 16.3 15 19.1 8.8-2.8 15-10.5 15-19.1V8z" fill="#0b1f4d" />
      <path
        d="M20 6.3 8.5 10.5v8c0 6.7 4.7 12.7 11.5 15 6.8-2.3 11.5-8.3 11.5-15v-8z"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="1.6"
      />
      <circle cx="20" cy="19" r="6.2" fill="#13296b" stroke="#fff" strokeWidth="1.8" />
      <circle cx="20" cy="19" r="2.6" fill="#f59e0b" />
      <circle cx="21.2" cy="17.8" r="0.8" fill="#fff" />
    </svg>
  );
}
