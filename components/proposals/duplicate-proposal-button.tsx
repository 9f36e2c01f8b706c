'use client';

import { Copy, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { duplicateProposal } from '@/server/proposals/actions';

/** "Duplicar proposta" (D43): a new pendente copy, opened in the form. */
export function DuplicateProposalButton({ id, variant = 'outline' }: { id: string; variant?: 'outline' | 'default' }) {
  const t = useTranslations('proposals');
  const router = useRouter();
  const [isPending, start] = useTransition();
  const onClick = () =>
    start(async () => {
      const result = await duplicateProposal({ id });
      if (!result.ok) {
        toast.error(t('toasts.errorTitle'), { description: result.error });
        return;
      }
      toast.success(t('acceptance.duplicated'), { description: t('acceptance.duplicatedText') });
      router.push(`/proposta/${result.data.id}/editar`);
    });
  return (
    <Button type="button" variant={variant} size="sm" onClick={onClick} disabled={isPending}>
      {isPending ? <Loader2 className="animate-spin" /> : <Copy />}
      {isPending ? t('acceptance.duplicating') : t('acceptance.duplicate')}
    </Button>
  );
}
