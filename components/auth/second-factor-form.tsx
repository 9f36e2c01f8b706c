'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { verifySecondFactor } from '@/server/auth/recovery-actions';

/** D71: the code from the authenticator app, or a single-use backup code. */
export function SecondFactorForm({ from }: { from: string }) {
  const t = useTranslations('authExtra');
  const ta = useTranslations('auth');
  const router = useRouter();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [isPending, startTransition] = useTransition();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await verifySecondFactor({ code, backup, from });
      if (!result.ok) {
        toast.error(ta('signInErrorTitle'), { description: result.error });
        return;
      }
      toast.success(ta('signInSuccessTitle'), { description: ta('signInSuccessText') });
      router.replace(result.data.redirectTo);
      router.refresh();
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <FormField id="code" label={backup ? t('twoFactorBackupCode') : t('twoFactorCode')}>
        <Input
          id="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending || code.trim().length < 6}>
        {isPending && <Loader2 className="animate-spin" />}
        {t('twoFactorSubmit')}
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        onClick={() => {
          setBackup(!backup);
          setCode('');
        }}
      >
        {backup ? t('twoFactorUseApp') : t('twoFactorUseBackup')}
      </Button>
    </form>
  );
}
