'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { type RefObject, useEffect, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { DEFAULT_TEMPLATE_ID } from '@/content/contract-templates';
import { generateContractFromProposal, loadTemplateChoices } from '@/server/pipeline/actions';

const SELECT =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none';

type Props = {
  propostaId: string;
  nome: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/**
 * The "Gerar contrato" dialog (D54), fetched when its button is first used: asks for a template (loaded
 * when the dialog opens, so that a list of cards does not load them), creates the filled draft and opens it.
 */
export function GenerateContractDialog({ propostaId, nome, open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('pipeline.generate');
  const router = useRouter();
  const [templates, setTemplates] = useState<{ id: string; nome: string }[] | null>(null);
  const [templateId, setTemplateId] = useState(DEFAULT_TEMPLATE_ID);
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    if (!open || templates) return;
    void loadTemplateChoices({}).then((result) => {
      if (result.ok) setTemplates(result.data);
      else toast.error(result.error);
    });
  }, [open, templates]);

  const onConfirm = () =>
    startTransition(async () => {
      const result = await generateContractFromProposal({ propostaId, templateId });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(t('success'));
      router.push(`/contrato/${result.data.id}/editar`);
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{nome}</p>
        <div className="grid gap-2">
          <Label htmlFor={`gc-${propostaId}`}>{t('template')}</Label>
          <select
            id={`gc-${propostaId}`}
            className={SELECT}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            disabled={!templates}
          >
            {(templates ?? [{ id: DEFAULT_TEMPLATE_ID, nome: '…' }]).map((o) => (
              <option key={o.id} value={o.id}>
                {o.nome}
              </option>
            ))}
          </select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isPending || !templates}>
            {isPending && <Loader2 className="animate-spin" />}
            {isPending ? t('generating') : t('confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
