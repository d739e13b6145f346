import { GuestGuard } from '@/admin/auth/GuestGuard';
import { RegisterScreen } from '@/admin/auth/RegisterScreen';
import { QueryProvider } from '@/admin/providers/QueryProvider';

export default function RegisterPage() {
  return (
    <GuestGuard>
      <QueryProvider>
        <RegisterScreen />
      </QueryProvider>
    </GuestGuard>
  );
}
