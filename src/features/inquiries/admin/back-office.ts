import type { DashboardCard } from '@/kit/admin-links';

/** What the inbox adds to the dashboard beside its module's pages: a chunk of its own, loaded with the dashboard. */
export const newInquiriesCard: DashboardCard = {
  key: 'new-inquiries',
  card: () => import('./NewInquiriesCard').then((card) => card.NewInquiriesCard),
};
