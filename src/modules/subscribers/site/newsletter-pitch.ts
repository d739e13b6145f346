/** What the newsletter is, said once wherever someone can sign up. */
export const NEWSLETTER_PITCH =
  'One short e-mail a month: local security tips, camera advice and seasonal offers. No spam; unsubscribe in one click.';
