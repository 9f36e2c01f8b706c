'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { DocumentsList } from '@/components/signatures/documents-list';
import { DialogLoading } from '@/components/common/dialog-loading';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import { CancelSendingButton } from './cancel-sending-button';
import type { SendTarget } from './send-dialog';
import { SigningAudit } from './signing-audit';

// D80: the send form (react-hook-form, the zod schema, the client picker) is fetched when first opened.
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
  ...props
}: Omit<ComponentProps<typeof DocumentsList>, 'onSend' | 'rowExtra' | 'viewerActions' | 'viewerSections'> & {
  linkDays: number;
}) {
  const [sending, setSending] = useState<SendTarget | null>(null);
  const sendWanted = useOpenedOnce(sending !== null);
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
        rowExtra={(doc) =>
          doc.status === 'sent' ? (
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
          ) : null
        }
        viewerSections={(opened) => <SigningAudit documentId={opened.document.id} />}
      />
      {sendWanted && (
        <SendDialog target={sending} linkDays={linkDays} onOpenChange={(open) => !open && setSending(null)} />
      )}
    </>
  );
}
