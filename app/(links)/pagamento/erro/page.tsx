import { CircleX, Lightbulb, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PaymentShell } from '@/components/payments/payment-shell';
import { Button } from '@/components/ui/button';
import { failureTipo } from '@/lib/payments/rules';

export const metadata: Metadata = { title: 'Pagamento não concluído', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ tipo?: string | string[]; mensagem?: string | string[] }> };

/** Document 001 §2.11: reasons and suggestions per tipo; mensagem overrides the default message. */
export default async function PaymentErrorPage({ searchParams }: Props) {
  const query = await searchParams;
  const tipo = failureTipo(typeof query.tipo === 'string' ? query.tipo : null);
  const mensagem = typeof query.mensagem === 'string' && query.mensagem.trim() ? query.mensagem.trim().slice(0, 300) : null;
  const t = await getTranslations('payments.failure');
  const reasons = t.raw(`tipos.${tipo}.reasons`) as string[];
  const suggestions = t.raw(`tipos.${tipo}.suggestions`) as string[];
  return (
    <PaymentShell width="max-w-2xl">
      <section className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-100"><CircleX className="size-8 text-red-600" /></span>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground" data-testid="failure-message">{mensagem ?? t(`tipos.${tipo}.message`)}</p>
          <p className="flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800"><ShieldCheck className="size-4" /> {t('noCharge')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border bg-muted/30 p-4">
            <h2 className="font-semibold">{t('reasonsTitle')}</h2>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          </div>
          <div className="rounded-xl border bg-muted/30 p-4">
            <h2 className="flex items-center gap-1.5 font-semibold"><Lightbulb className="size-4 text-primary" /> {t('suggestionsTitle')}</h2>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">{suggestions.map((s) => <li key={s}>{s}</li>)}</ul>
          </div>
        </div>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild size="lg"><Link href="/pagamento">{t('retry')}</Link></Button>
          <Button asChild size="lg" variant="outline"><Link href="/">{t('home')}</Link></Button>
        </div>
      </section>
    </PaymentShell>
  );
}
