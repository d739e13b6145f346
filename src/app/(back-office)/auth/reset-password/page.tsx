import { ResetPasswordScreen } from '@/admin/auth/ResetPasswordScreen';

/** "Forgot password": asks for the account's e-mail and sends a reset link. */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
