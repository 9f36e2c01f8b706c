'use client';

import { Loader2, PenLine } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { openDocumentForSigning } from '@/server/portal/actions';

/** "Assinar" in the portal: a fresh signing link for this client's document, then the usual signing page. */
export function SignDocumentButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('portal.document');
  const [isPending, startTransition] = useTransition();
  const onClick = () =>
    startTransition(async () => {
      const result = await openDocumentForSigning({ id });
      if (result.ok) window.location.assign(result.data.path);
      else toast.error(t('signError'), { description: result.error });
    });
  return (
    <Button size="sm" onClick={onClick} disabled={isPending} aria-label={`${t('sign')}: ${name}`}>
      {isPending ? <Loader2 className="animate-spin" /> : <PenLine />} {t('sign')}
    </Button>
  );
}
