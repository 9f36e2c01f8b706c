'use client';

import { Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RETENTION_DAYS } from '@/lib/jobs/retention';
import { ZTarefasSettingsForm } from '@/lib/settings/tarefas';
import { saveJobRetention } from '@/server/automation/job-retention-actions';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

/** /configuracoes/tarefas (D150): how many days finished jobs are kept. Validated by the action's schema. */
export function JobRetentionForm({ days }: { days: number }) {
  const t = useTranslations('automation.jobs.retention');
  const router = useRouter();
  const [value, setValue, markSaved] = useGuardedState(String(days));
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZTarefasSettingsForm.safeParse({ retencaoDias: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await saveJobRetention(parsed.data);
      if (!result.ok) {
        setError(result.error);
        toast.error(t('saveError'), { description: result.error });
        return;
      }
      markSaved(value);
      toast.success(t('saved'));
      router.refresh();
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs" noValidate>
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="retencao-tarefas">{t('label')}</Label>
          <Input
            id="retencao-tarefas"
            type="number"
            inputMode="numeric"
            min={RETENTION_DAYS.min}
            max={RETENTION_DAYS.max}
            className="w-32"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? 'retencao-tarefas-erro' : undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={isPending}>
          {isPending ? <Loader2 className="animate-spin" /> : <Save />} {isPending ? t('saving') : t('save')}
        </Button>
      </div>
      {error && (
        <p id="retencao-tarefas-erro" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
