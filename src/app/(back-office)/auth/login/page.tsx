import { GuestGuard } from '@/admin/auth/GuestGuard';
import { LoginScreen } from '@/admin/auth/LoginScreen';

export default function LoginPage() {
  return (
    <GuestGuard>
      <LoginScreen />
    </GuestGuard>
  );
}
