'use client';

import { Users } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { useState, type ComponentProps } from 'react';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { DocumentsList } from '@/components/signatures/documents-list';
import { DialogLoading } from '@/components/common/dialog-loading';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import { CancelSendingButton } from './cancel-sending-button';
import type { SendTarget } from './send-dialog';
import { SigningAudit } from './signing-audit';

// D80: the send form (react-hook-form, the zod schema, the client picker) is fetched when first opened.
// D117: the signers' dialog is fetched when first opened.
const SignersDialog = dynamic(() => import('../signers/signers-dialog').then((m) => m.SignersDialog), {
  ssr: false,
  loading: DialogLoading,
});

const SendDialog = dynamic(() => import('./send-dialog').then((m) => m.SendDialog), {
  ssr: false,
  loading: DialogLoading,
});

/**
 * /assinaturas with the sending flow (D13) plugged into the document list: "Enviar" on drafts,
 * "Cancelar envio" on sent rows, and the audit trail with the signed PDF in the viewer.
 */
export function SigningDocumentsList({
  linkDays,
  openSigners = null,
  ...props
}: Omit<ComponentProps<typeof DocumentsList>, 'onSend' | 'rowExtra' | 'viewerActions' | 'viewerSections'> & {
  linkDays: number;
  /** From a staff signer's invitation (`?assinar=`, D119): the document whose signers' dialog opens at once. */
  openSigners?: string | null;
}) {
  const [sending, setSending] = useState<SendTarget | null>(null);
  const sendWanted = useOpenedOnce(sending !== null);
  const [signersOf, setSignersOf] = useState<string | null>(openSigners);
  const signersWanted = useOpenedOnce(signersOf !== null);
  const t = useTranslations('signatures.signers');
  const closeSigners = () => {
    setSignersOf(null);
    // Closed, it stays closed on a reload: the invitation's `assinar` leaves the address.
    const url = new URL(window.location.href);
    if (url.searchParams.has('assinar')) {
      url.searchParams.delete('assinar');
      window.history.replaceState(window.history.state, '', url);
    }
  };
  return (
    <>
      <DocumentsList
        {...props}
        onSend={(doc) =>
          setSending({
            id: doc.id,
            name: doc.name,
            recipientName: doc.recipientName,
            recipientEmail: doc.recipientEmail,
            clienteId: doc.clienteId,
          })
        }
        rowExtra={(doc) => (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSignersOf(doc.id)}
              aria-label={`${t('button')}: ${doc.name}`}
            >
              <Users /> {t('button')}
            </Button>
            {doc.status === 'sent' ? (
              <>
                {doc.clienteId && (
                  <SendWhatsAppButton kind="assinatura" id={doc.id} variant="ghost" size="sm" label={doc.name} />
                )}
                <CancelSendingButton
                  id={doc.id}
                  name={doc.name}
                  recipient={doc.recipientName ?? doc.recipientEmail ?? '-'}
                />
              </>
            ) : null}
          </>
        )}
        viewerSections={(opened) => <SigningAudit documentId={opened.document.id} />}
      />
      {signersWanted && <SignersDialog documentId={signersOf} onOpenChange={(open) => !open && closeSigners()} />}
      {sendWanted && (
        <SendDialog target={sending} linkDays={linkDays} onOpenChange={(open) => !open && setSending(null)} />
      )}
    </>
  );
}
