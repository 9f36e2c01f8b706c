'use client';

import { Loader2, UserPlus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { convertLead } from '@/server/leads/convert';

/** "Converter em cliente" on /contatos (D53): says whether it created a client or found one. */
export function ConvertLeadButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('clientRecord.leads');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const onClick = () =>
    startTransition(async () => {
      const result = await convertLead({ id });
      if (!result.ok) {
        toast.error(t('convertError'), { description: result.error });
        router.refresh();
        return;
      }
      const { nome, email, existing } = result.data;
      if (existing) toast.success(t('convertedExisting'), { description: t('convertedExistingText', { email, nome }) });
      else toast.success(t('convertedNew'), { description: t('convertedNewText', { nome }) });
      router.refresh();
    });
  return (
    <Button size="sm" onClick={onClick} disabled={isPending} aria-label={`${t('convert')}: ${name}`}>
      {isPending ? <Loader2 className="animate-spin" /> : <UserPlus />}
      {isPending ? t('converting') : t('convert')}
    </Button>
  );
}
