import { GuestGuard } from '@/admin/auth/GuestGuard';
import { VerifyScreen } from '@/admin/auth/VerifyScreen';

export default function VerifyPage() {
  return (
    <GuestGuard>
      <VerifyScreen />
    </GuestGuard>
  );
}
