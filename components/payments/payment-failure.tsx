'use client';

import { CircleX, Lightbulb, ShieldCheck } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { failureReason, type FailureReason } from '@/lib/payments/failure-reasons';
import { failureTipo, type FailureTipo } from '@/lib/payments/rules';

/**
 * Document 001 §2.11: reasons and suggestions per tipo; mensagem overrides the default message. D44:
 * mensagem is a known reason code whose text is ours; anything else shows the tipo's message.
 */
export function PaymentFailure({
  tipo,
  mensagem,
  slug = null,
}: {
  tipo: FailureTipo;
  mensagem: FailureReason | null;
  slug?: string | null;
}) {
  const t = useTranslations('payments.failure');
  const reasonText = useTranslations('payments.failureReasons');
  const reasons = t.raw(`tipos.${tipo}.reasons`) as string[];
  const suggestions = t.raw(`tipos.${tipo}.suggestions`) as string[];
  return (
    <section className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-100">
          <CircleX className="size-8 text-red-600" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground" data-testid="failure-message">
          {mensagem ? reasonText(mensagem) : t(`tipos.${tipo}.message`)}
        </p>
        {/* A divergent payment did take money (D44): never tell that payer nothing was charged. */}
        {mensagem !== 'valor_divergente' && (
          <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-1.5 text-sm font-medium text-green-800">
            <ShieldCheck className="size-4 shrink-0" /> {t('noCharge')}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border bg-muted/30 p-4">
          <h2 className="font-semibold">{t('reasonsTitle')}</h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border bg-muted/30 p-4">
          <h2 className="flex items-center gap-1.5 font-semibold">
            <Lightbulb className="size-4 text-primary" /> {t('suggestionsTitle')}
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            {suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link href={slug ? `/pagamento/${encodeURIComponent(slug)}` : '/pagamento'}>{t('retry')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">{t('home')}</Link>
        </Button>
      </div>
    </section>
  );
}

/** The tipo and mensagem of the query, read in the browser so that the page stays static. */
export function PaymentFailureFromQuery() {
  const query = useSearchParams();
  const mensagem = failureReason(query.get('mensagem'));
  // D1: /pagamento/erro/{slug} arrives as ?slug=, the charge whose payment failed: "Tentar Novamente" pays it again.
  const slug = query.get('slug')?.slice(0, 200) || null;
  return <PaymentFailure tipo={failureTipo(query.get('tipo'))} mensagem={mensagem} slug={slug} />;
}
