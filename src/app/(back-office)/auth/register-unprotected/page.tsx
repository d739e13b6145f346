import { RegisterScreen } from '@/admin/auth/RegisterScreen';
import { QueryProvider } from '@/admin/providers/QueryProvider';

/** The registration screen without the signed-in redirect. */
export default function UnprotectedRegisterPage() {
  return (
    <QueryProvider>
      <RegisterScreen />
    </QueryProvider>
  );
}
