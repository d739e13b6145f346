import type { Metadata } from 'next';
import { NewPasswordScreen } from '@/admin/auth/NewPasswordScreen';

// The token is in the address: never send it on as a referrer.
export const metadata: Metadata = { referrer: 'no-referrer' };

interface NewPasswordPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Where a reset link leads: set a new password with the link's token. */
export default async function NewPasswordPage({ searchParams }: NewPasswordPageProps) {
  const { token } = await searchParams;
  return <NewPasswordScreen token={typeof token === 'string' && token ? token : null} />;
}
