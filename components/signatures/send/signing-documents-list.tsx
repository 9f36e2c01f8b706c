'use client';

import { useState, type ComponentProps } from 'react';
import { DocumentsList } from '@/components/signatures/documents-list';
import { CancelSendingButton } from './cancel-sending-button';
import { SendDialog, type SendTarget } from './send-dialog';
import { SigningAudit } from './signing-audit';

/**
 * /assinaturas with the sending flow (issue 9) plugged into the list of issue 8: "Enviar" on drafts,
 * "Cancelar envio" on sent rows, and the audit trail with the signed PDF in the viewer.
 */
export function SigningDocumentsList({ linkDays, ...props }: Omit<ComponentProps<typeof DocumentsList>, 'onSend' | 'rowExtra' | 'viewerActions' | 'viewerSections'> & { linkDays: number }) {
  const [sending, setSending] = useState<SendTarget | null>(null);
  return (
    <>
      <DocumentsList
        {...props}
        onSend={(doc) => setSending({ id: doc.id, name: doc.name, recipientName: doc.recipientName, recipientEmail: doc.recipientEmail, clienteId: doc.clienteId })}
        rowExtra={(doc) =>
          doc.status === 'sent' ? <CancelSendingButton id={doc.id} name={doc.name} recipient={doc.recipientName ?? doc.recipientEmail ?? '-'} /> : null
        }
        viewerSections={(opened) => <SigningAudit documentId={opened.document.id} />}
      />
      <SendDialog target={sending} linkDays={linkDays} onOpenChange={(open) => !open && setSending(null)} />
    </>
  );
}
