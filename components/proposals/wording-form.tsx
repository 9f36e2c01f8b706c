'use client';

import { Check, Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { paymentText } from '@/lib/proposals/payment-text';
import type { ProposalWording } from '@/lib/settings/propostas';
import { splitList } from '@/lib/site/forms';
import { saveProposalWordingAction } from '@/server/proposals/wording-actions';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { differs, useLeaveGuard } from '@/components/forms/use-leave-guard';

/** An example plan for the preview: 30% by Pix on signature, 70% by card on delivery. */
const EXAMPLE = (() => {
  const plan = defaultPlan(500_000);
  plan.parcelas[0].percentual = 30;
  plan.parcelas[1] = { ...plan.parcelas[1], percentual: 70, forma: 'cartao' };
  return plan;
})();

/** /configuracoes/propostas (D107): the benefit and payment texts every public proposal shows. */
export function WordingForm({ initial }: { initial: ProposalWording }) {
  const t = useTranslations('proposalWording');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [beneficios, setBeneficios] = useState(initial.beneficios.join('\n'));
  const [pagamento, setPagamento] = useState(initial.pagamento.join('\n'));
  const [parcelas, setParcelas] = useState(String(initial.parcelasCartao));
  const [suporte, setSuporte] = useState(initial.suporte);
  const typed = { beneficios, pagamento, parcelasCartao: parcelas, suporte };
  // D268: what was last saved, as typed: leaving with a difference asks first.
  const [saved, setSaved] = useState(typed);
  useLeaveGuard(differs(typed, saved));
  const preview = paymentText(
    {
      beneficios: [],
      pagamento: splitList(pagamento, 'line'),
      parcelasCartao: Number(parcelas) || initial.parcelasCartao,
      suporte,
    },
    EXAMPLE,
  );
  const submit = () =>
    start(async () => {
      const result = await saveProposalWordingAction(typed);
      if (!result.ok) return void toast.error(result.error);
      setSaved(typed);
      toast.success(t('saved'), { description: t('savedText') });
      router.refresh();
    });
  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <div className="grid gap-5 rounded-xl border bg-card p-4 sm:p-6 lg:grid-cols-2">
        <div className="grid content-start gap-1 lg:col-span-2">
          <Label htmlFor="w-beneficios">{t('benefits')}</Label>
          <p className="text-xs text-muted-foreground">{t('benefitsHelp')}</p>
          <Textarea id="w-beneficios" rows={7} value={beneficios} onChange={(e) => setBeneficios(e.target.value)} />
        </div>
        <div className="grid content-start gap-1 lg:col-span-2">
          <Label htmlFor="w-pagamento">{t('payment')}</Label>
          <p className="text-xs text-muted-foreground">{t('paymentHelp')}</p>
          <Textarea id="w-pagamento" rows={5} value={pagamento} onChange={(e) => setPagamento(e.target.value)} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor="w-parcelas">{t('cardInstalments')}</Label>
          <Input
            id="w-parcelas"
            type="number"
            inputMode="numeric"
            className="w-28"
            value={parcelas}
            onChange={(e) => setParcelas(e.target.value)}
          />
          <p className="text-xs text-muted-foreground">{t('cardInstalmentsHelp')}</p>
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor="w-suporte">{t('support')}</Label>
          <Input id="w-suporte" value={suporte} onChange={(e) => setSuporte(e.target.value)} />
          <p className="text-xs text-muted-foreground">{t('supportHelp')}</p>
        </div>
      </div>
      <section aria-labelledby="w-exemplo" className="rounded-xl border bg-muted/40 p-4 sm:p-6">
        <h2 id="w-exemplo" className="text-sm font-semibold">
          {t('preview')}
        </h2>
        <ul className="mt-3 grid gap-1.5 text-sm" data-testid="previa-pagamento">
          {preview.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" /> {line}
            </li>
          ))}
        </ul>
      </section>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
