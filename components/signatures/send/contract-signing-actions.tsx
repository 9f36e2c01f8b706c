'use client';

import { CheckCircle2, Clock, FileSignature, Loader2, ShieldCheck } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { ContractSigning } from '@/server/signatures/draft/from-contract';
import { createContractSignature } from '@/server/signatures/signing-actions';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import type { ContractSignersStep } from '@/server/signatures/send/send-contract';
import { CancelSendingButton } from './cancel-sending-button';
import { ContractSignersDialog } from './contract-signers-dialog';

/**
 * "Enviar para assinatura": makes (or reuses) the contract's signature document and opens its signers step (D161),
 * the client's signing person and then the agency's representative. Once sent it shows who is to sign; once signed,
 * the verification page.
 */
export function ContractSigningActions({
  contractId,
  signing,
  linkDays,
}: {
  contractId: string;
  signing: ContractSigning;
  linkDays: number;
}) {
  const t = useTranslations('signatures.contract');
  const te = useTranslations('signatures.send');
  const router = useRouter();
  const [step, setStep] = useState<ContractSignersStep | null>(null);
  const [isPreparing, startPreparing] = useTransition();

  const prepare = () =>
    startPreparing(async () => {
      const result = await createContractSignature({ contractId });
      if (!result.ok) {
        toast.error(te('error'), { description: result.error });
        return;
      }
      setStep(result.data.step);
      router.refresh();
    });

  if (signing?.status === 'signed') {
    return (
      <div
        className="grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800"
        data-testid="contract-signing"
      >
        <p className="flex items-center gap-2 font-medium">
          <CheckCircle2 className="size-4" /> {t('signed')}
        </p>
        {signing.verificationCode && (
          <Button asChild variant="outline" size="sm" className="w-fit bg-white">
            <a href={`/verificacao/${signing.verificationCode}`} target="_blank" rel="noreferrer">
              <ShieldCheck /> {t('verification')}
            </a>
          </Button>
        )}
      </div>
    );
  }
  if (signing?.status === 'sent') {
    return (
      <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="contract-signing">
        <p className="flex items-center gap-2">
          <Clock className="size-4 text-blue-600" />{' '}
          {t('sent', { recipient: signing.recipientName ?? signing.recipientEmail ?? '-' })}
        </p>
        <div className="flex flex-wrap items-center gap-1">
          <Button asChild variant="link" size="sm" className="px-0">
            <Link href={`/assinaturas?q=${encodeURIComponent(signing.name)}`}>{t('openList')}</Link>
          </Button>
          <SendWhatsAppButton kind="assinatura" id={signing.id} variant="ghost" size="sm" />
          <CancelSendingButton
            id={signing.id}
            name={signing.name}
            recipient={signing.recipientName ?? signing.recipientEmail ?? '-'}
          />
        </div>
      </div>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={prepare} disabled={isPreparing} data-testid="contract-send-signature">
        {isPreparing ? <Loader2 className="animate-spin" /> : <FileSignature />}
        {isPreparing ? t('preparing') : t('button')}
      </Button>
      <ContractSignersDialog step={step} linkDays={linkDays} onOpenChange={(open) => !open && setStep(null)} />
    </>
  );
}
