'use client';

import { Check, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { markLeadHandled } from '@/server/leads/actions';

type Labels = { mark: string; marking: string; doneTitle: string; doneText: string; errorTitle: string };

/** /contatos: "Marcar como atendido" (D10). Texts come from the server page (the leads namespace). */
export function MarkHandledButton({ id, name, labels }: { id: string; name: string; labels: Labels }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const onClick = () =>
    startTransition(async () => {
      const result = await markLeadHandled({ id });
      if (!result.ok) {
        toast.error(labels.errorTitle, { description: result.error });
        router.refresh();
        return;
      }
      toast.success(labels.doneTitle, { description: labels.doneText });
      router.refresh();
    });
  return (
    <Button size="sm" variant="outline" onClick={onClick} disabled={isPending} aria-label={`${labels.mark}: ${name}`}>
      {isPending ? <Loader2 className="animate-spin" /> : <Check />}
      {isPending ? labels.marking : labels.mark}
    </Button>
  );
}
