import { redirect } from 'next/navigation';
import { LOGIN_ROUTE } from '@/lib/constants';

/** The one-time code step of two-factor sign-in; until that exists, sign-in is one step. */
export default function VerifyPage() {
  redirect(LOGIN_ROUTE);
}
