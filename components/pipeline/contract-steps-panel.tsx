'use client';

import { CheckCircle2, Loader2, Play } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { AutomationStep } from '@/lib/settings/automacoes';
import { runContractSteps } from '@/server/pipeline/actions';

/**
 * The signed-contract steps on /contratos/{id} (D56): each step done or pending, a button per pending
 * step and "Executar etapas" for all of them. Running a done step again creates nothing (run-once).
 */
export function ContractStepsPanel({
  contractId,
  signed,
  steps,
}: {
  contractId: string;
  signed: boolean;
  steps: { step: AutomationStep; done: boolean }[];
}) {
  const t = useTranslations('pipeline.steps');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const pending = steps.filter((s) => !s.done).map((s) => s.step);

  const run = (etapas: AutomationStep[]) =>
    startTransition(async () => {
      const result = await runContractSteps({ id: contractId, etapas });
      if (!result.ok) {
        toast.error(result.error);
        router.refresh();
        return;
      }
      toast.success(t('success'));
      router.refresh();
    });

  return (
    <section
      className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs"
      aria-labelledby="steps-title"
      data-testid="contract-steps"
    >
      <h2 id="steps-title" className="font-semibold">
        {t('title')}
      </h2>
      <p className="text-xs text-muted-foreground">{signed ? t('description') : t('notSigned')}</p>
      {signed && (
        <>
          <ul className="grid gap-2 text-sm">
            {steps.map(({ step, done }) => (
              <li key={step} className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  {done ? (
                    <CheckCircle2 className="size-4 text-green-600" aria-hidden />
                  ) : (
                    <span className="size-4 rounded-full border" aria-hidden />
                  )}
                  {t(`names.${step}`)}
                  <span className="sr-only">: {done ? t('done') : t('pending')}</span>
                </span>
                {!done && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={isPending}
                    onClick={() => run([step])}
                    aria-label={`${t('run')}: ${t(`names.${step}`)}`}
                  >
                    {t('run')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {pending.length > 0 && (
            <Button disabled={isPending} onClick={() => run(pending)}>
              {isPending ? <Loader2 className="animate-spin" /> : <Play />} {isPending ? t('running') : t('runAll')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
