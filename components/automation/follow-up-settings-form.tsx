'use client';

import { Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type TAcompanhamento, ZAcompanhamentoForm } from '@/lib/settings/acompanhamento';
import { saveAcompanhamentoSettings } from '@/server/automation/follow-up-settings-actions';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

type Key = keyof TAcompanhamento;
type FlagKey = { [K in Key]: TAcompanhamento[K] extends boolean ? K : never }[Key];
type DaysKey = Exclude<Key, FlagKey>;

/** /configuracoes/acompanhamento (D64, D65). Validated by the same schema as its action. */
export function FollowUpSettingsForm({ initial }: { initial: TAcompanhamento }) {
  const t = useTranslations('followups.settings');
  const router = useRouter();
  const [value, setValue, markSaved] = useGuardedState(initial);
  const [error, setError] = useState<string>();
  const [isSaving, startSaving] = useTransition();

  const check = (key: FlagKey) => (
    <label htmlFor={key} className="flex items-center gap-2 text-sm">
      <input
        id={key}
        type="checkbox"
        className="size-4 accent-primary"
        checked={value[key]}
        onChange={(e) => setValue((old) => ({ ...old, [key]: e.target.checked }))}
      />
      {t(key)}
    </label>
  );
  const days = (key: DaysKey, max: number) => (
    <div className="grid gap-1">
      <Label htmlFor={key}>{t(key)}</Label>
      <Input
        id={key}
        type="number"
        min={1}
        max={max}
        className="w-32"
        value={value[key]}
        onChange={(e) => setValue((old) => ({ ...old, [key]: Number(e.target.value) }))}
      />
    </div>
  );

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZAcompanhamentoForm.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    startSaving(async () => {
      const result = await saveAcompanhamentoSettings(parsed.data);
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
    <form onSubmit={save} className="grid max-w-3xl gap-6" noValidate>
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold">{t('signatures')}</h2>
        <p className="text-sm text-muted-foreground">{t('signaturesHint')}</p>
        {check('lembretesAssinatura')}
        <div className="flex flex-wrap gap-4">
          {days('assinaturaPrimeiroDias', 60)}
          {days('assinaturaIntervaloDias', 60)}
          {days('assinaturaMaxLembretes', 10)}
        </div>
        {check('avisoExpiracao')}
        {days('avisoExpiracaoDias', 30)}
      </section>
      <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold">{t('proposals')}</h2>
        <p className="text-sm text-muted-foreground">{t('proposalsHint')}</p>
        {check('acompanhamentoPropostas')}
        <div className="flex flex-wrap gap-4">
          {days('propostaNaoAbertaDias', 60)}
          {days('propostaSemRespostaDias', 60)}
        </div>
        {check('emailClienteProposta')}
      </section>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isSaving} className="w-fit">
        {isSaving ? <Loader2 className="animate-spin" /> : <Save />} {isSaving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
