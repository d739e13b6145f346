/** The footer's newsletter sign-up. */
export function NewsletterSignup() {
  return (
    <form method="post" action="/api/subscribers" className="space-y-3">
      <label htmlFor="newsletter-email" className="block font-semibold text-white">
        Security tips, once a month
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        className="min-h-11 w-full rounded-lg px-3 text-slate-900"
      />
      <button type="submit" className="min-h-11 rounded-lg bg-accent-500 px-5 font-semibold text-brand-950">
        Subscribe
      </button>
    </form>
  );
}
