import type { Metadata } from 'next';
import { LandingPagesList } from '@/components/landing-pages/landing-pages-list';
import { parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { listLandingPages } from '@/server/landing-pages/queries';

export const metadata: Metadata = { title: 'Landing Pages' };

export default async function LandingPagesPage({ searchParams }: { searchParams: Promise<{ limit?: string }> }) {
  const limit = parseLimit((await searchParams).limit);
  await requireStaff('/landing-pages');
  const result = await listLandingPages({ limit }).catch((error: unknown) => {
    console.error('[landing-pages] list failed', error);
    return null;
  });
  return <LandingPagesList result={result} limit={limit} />;
}
