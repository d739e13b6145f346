import type { ReactNode } from 'react';
import { AdminArea } from '@/admin/shell/AdminArea';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminArea>{children}</AdminArea>;
}
