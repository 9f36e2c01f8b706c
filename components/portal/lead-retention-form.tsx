'use client';

import { Loader2, Save } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ZLeadRetention } from '@/lib/validation/portal';
import { saveLeadRetention } from '@/server/portal/staff-actions';

/** The contact-form retention period (settings section `privacidade`). */
export function LeadRetentionForm({ days }: { days: number }) {
  const t = useTranslations('portal.privacyAdmin');
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZLeadRetention.safeParse({ retencaoLeadsDias: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await saveLeadRetention(parsed.data);
      if (result.ok) toast.success(t('retentionSaved'));
      else toast.error(t('retentionError'), { description: result.error });
    });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="retencao-dias">{t('retentionLabel')}</Label>
        <Input
          id="retencao-dias"
          inputMode="numeric"
          className="w-32"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'retencao-erro' : undefined}
        />
      </div>
      <Button type="submit" variant="outline" disabled={isPending}>
        {isPending ? <Loader2 className="animate-spin" /> : <Save />} {t('retentionSave')}
      </Button>
      {error && (
        <p id="retencao-erro" className="w-full text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
