import type { Metadata } from 'next';
import { UnsubscribeForm } from '@/site/UnsubscribeForm';

export const metadata: Metadata = {
  title: 'Unsubscribe',
  description: 'Stop receiving our newsletter.',
  robots: { index: false, follow: false },
};

/** `/unsubscribe?token=...`: the link at the bottom of every newsletter e-mail. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-brand-900">Unsubscribe from our newsletter</h1>
        <UnsubscribeForm token={typeof token === 'string' ? token : ''} />
      </div>
    </main>
  );
}
