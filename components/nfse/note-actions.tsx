'use client';

import { Ban, Loader2, RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cancelNoteByHand, retryNote } from '@/server/nfse/note-actions';

/**
 * The charge's note card's buttons (D240, D243). Their texts come from the page (the server-only `nfseNote`
 * namespace), so no staff screen's first load carries them (D80).
 */
export type RetryTexts = { botao: string; enviando: string; feito: string };

export function RetryNoteButton({ chargeId, texts }: { chargeId: string; texts: RetryTexts }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const retry = () =>
    startTransition(async () => {
      const result = await retryNote({ chargeId });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(texts.feito);
      router.refresh();
    });
  return (
    <Button variant="outline" size="sm" className="w-fit" onClick={retry} disabled={isPending}>
      {isPending ? <Loader2 className="animate-spin" /> : <RotateCcw />} {isPending ? texts.enviando : texts.botao}
    </Button>
  );
}

export type CancelTexts = {
  botao: string;
  titulo: string;
  aviso: string;
  motivo: string;
  motivos: Record<'1' | '2' | '9', string>;
  justificativa: string;
  confirmacao: string;
  confirmar: string;
  enviando: string;
  voltar: string;
  feito: string;
};

export function CancelNoteDialog({ chargeId, texts }: { chargeId: string; texts: CancelTexts }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState<'1' | '2' | '9'>('1');
  const [justificativa, setJustificativa] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [error, setError] = useState<string>();
  const submit = () =>
    startTransition(async () => {
      const result = await cancelNoteByHand({ chargeId, motivo: Number(motivo), justificativa, confirmacao });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setOpen(false);
      setConfirmacao('');
      toast.success(texts.feito);
      router.refresh();
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit text-destructive">
          <Ban /> {texts.botao}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.titulo}</DialogTitle>
          <DialogDescription>{texts.aviso}</DialogDescription>
        </DialogHeader>
        <FormField id="nfse-cancel-motivo" label={texts.motivo}>
          <select
            id="nfse-cancel-motivo"
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={motivo}
            onChange={(e) => setMotivo(e.target.value as '1' | '2' | '9')}
          >
            {(['1', '2', '9'] as const).map((code) => (
              <option key={code} value={code}>
                {texts.motivos[code]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="nfse-cancel-justificativa" label={texts.justificativa}>
          <Textarea
            id="nfse-cancel-justificativa"
            rows={3}
            maxLength={255}
            value={justificativa}
            onChange={(e) => setJustificativa(e.target.value)}
          />
        </FormField>
        <FormField id="nfse-cancel-confirmacao" label={texts.confirmacao} error={error}>
          <Input
            id="nfse-cancel-confirmacao"
            type="password"
            autoComplete="current-password"
            value={confirmacao}
            onChange={(e) => setConfirmacao(e.target.value)}
            aria-invalid={!!error}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={isPending}>
            {texts.voltar}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={isPending}>
            {isPending ? <Loader2 className="animate-spin" /> : <Ban />} {isPending ? texts.enviando : texts.confirmar}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
