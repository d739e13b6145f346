import { LoginScreen } from '@/admin/auth/LoginScreen';

/** The login screen without the signed-in redirect. */
export default function UnprotectedLoginPage() {
  return <LoginScreen goToAdminAfterLogin />;
}
