/** The blog's name and what it is about: its list page and its feed. */
export const BLOG_TITLE = 'Security Tips & News';
export const BLOG_INTRO =
  'Practical advice from our installers on protecting homes and businesses in Los Angeles: planning a camera system, choosing equipment and getting the most from monitoring.';
