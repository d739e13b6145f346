import { GuestGuard } from '@/admin/auth/GuestGuard';
import { RegisterScreen } from '@/admin/auth/RegisterScreen';

export default function RegisterPage() {
  return (
    <GuestGuard>
      <RegisterScreen />
    </GuestGuard>
  );
}
