import { AdminRouter } from '@/admin/routing/AdminRouter';

/** Every /admin path; the router picks the page from the registry the admin layout provides. */
export default function AdminPage() {
  return <AdminRouter />;
}
