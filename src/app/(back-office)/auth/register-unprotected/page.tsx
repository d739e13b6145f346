import { RegisterScreen } from '@/admin/auth/RegisterScreen';

/** The registration screen without the signed-in redirect. */
export default function UnprotectedRegisterPage() {
  return <RegisterScreen />;
}
