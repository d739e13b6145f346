import { redirect } from 'next/navigation';
import { LOGIN_ROUTE } from '@/lib/constants';

export default function AuthIndexPage() {
  redirect(LOGIN_ROUTE);
}
