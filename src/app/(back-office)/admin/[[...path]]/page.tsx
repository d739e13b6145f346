import { AdminRouter } from '@/admin/routing/AdminRouter';

/** Every /admin path; the router picks the page from the module registry. */
export default function AdminPage() {
  return <AdminRouter />;
}
