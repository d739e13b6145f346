import { notFound } from 'next/navigation';

/**
 * Any public path no page answers: the site's own 404 page, inside the site layout. Every real route
 * (pages, /admin, /auth, /api, /media) is more specific than this catch-all and wins over it.
 */
export default function UnknownPage(): never {
  notFound();
}
