import { FileQuestion } from 'lucide-react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { requireStaff } from '@/server/auth/session';
import { getProposalSlugById } from '@/server/proposals/queries';

/**
 * DECISIONS D1: /proposta/{id} for signed-in staff leads to the public page by slug. The proxy sends
 * session holders here (the public page is cached and cannot look at sessions); anonymous visitors
 * of /proposta/{id} get the not-found page.
 */
export default async function OpenProposalPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug: id } = await params;
  await requireStaff(`/proposta/${id}`);
  const slug = z.uuid().safeParse(id).success ? await getProposalSlugById(id) : null;
  if (slug) redirect(`/proposta/${slug}`);
  const t = await getTranslations('proposals');
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <FileQuestion className="size-10 text-muted-foreground" />
      <h1 className="mt-3 text-lg font-semibold">{t('toasts.notFound')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('toasts.notFoundText')}</p>
      <Button asChild variant="outline" className="mt-5">
        <Link href="/clientes">{t('form.back')}</Link>
      </Button>
    </div>
  );
}
