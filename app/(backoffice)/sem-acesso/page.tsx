import { ShieldAlert } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { requireStaff } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Acesso restrito' };

/** D68: where requireStaff() sends a signed-in person whose role does not reach a page. */
export default async function NoAccessPage() {
  await requireStaff('/sem-acesso');
  const t = await getTranslations('team.noAccess');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-xs">
      <ShieldAlert className="size-10 text-amber-600" aria-hidden />
      <h1 className="text-xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('text')}</p>
      <Button asChild>
        <Link href="/clientes">{t('back')}</Link>
      </Button>
    </section>
  );
}
