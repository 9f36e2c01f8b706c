import 'server-only';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import QRCode from 'qrcode';
import { TIME_ZONE } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { maskCpf, maskEmail, maskIp } from '@/lib/signatures/signers';
import { maskPhone } from '@/lib/whatsapp/phone';
import type { SignatureSigner } from '@/server/platform/db/schema';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';
import type { SignerIdentity } from '../signer-rows';

const c = m.signatures.certificate;
const e = m.signatures.evidence;
const roles = m.signatures.signers.roles;

/** dd/MM/yyyy HH:mm:ss in São Paulo time, with the offset, so that the record reads without doubt. */
export function auditTime(date: Date): string {
  return format(new TZDate(date, TIME_ZONE), "dd/MM/yyyy HH:mm:ss (xxx 'Brasília')");
}

export type CertificateSigner = SignerIdentity &
  Pick<SignatureSigner, 'ip' | 'userAgent' | 'viewedAt' | 'authenticatedAt' | 'signedAt' | 'authChannel'>;

export type SignersCertificateData = {
  agencyName: string;
  documentName: string;
  originalPageCount: number;
  sentAt: Date;
  signers: readonly CertificateSigner[];
  originalSha256: string;
  /** Of the file before this page (every signature round): the final file's own hash cannot be inside it. */
  stampedSha256: string;
  verificationCode: string;
  verificationUrl: string;
  hasDigitalSignature: boolean;
};

/**
 * The certificate page of a document with several signers (D121): every signer in order with role, name, CPF,
 * e-mail, mobile and address (masked, D168), browser, the times they viewed, confirmed the code and signed, the code's channel, and
 * the hashes. Appended by the last signer's round (seal-round.ts).
 */
export async function renderSignersCertificate(data: SignersCertificateData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(
    `${c.title} — ${data.documentName}`,
    `${data.agencyName} · ${c.title} · ${c.code} ${data.verificationCode}`,
  );
  pdf.text(c.title, { size: 18, bold: true, gap: 4 });
  pdf.text(c.intro, { size: 9.5, color: MUTED, gap: 6 });
  pdf.heading(c.document);
  pdf.text(data.documentName, { bold: true, gap: 2 });
  pdf.text(`${c.pages}: ${data.originalPageCount}`, { size: 9.5 });
  pdf.text(`${c.sentAt}: ${auditTime(data.sentAt)}`, { size: 9.5 });

  pdf.heading(e.signers);
  for (const s of data.signers) {
    pdf.text(`${s.position}. ${s.name} — ${roles[s.role as keyof typeof roles] ?? s.role}`, { bold: true, gap: 1 });
    // Masked as the public verification page is (D168): every signer reads this page; the audit trail keeps the rest.
    const phone = s.phone ? ` · ${maskPhone(s.phone)}` : '';
    pdf.bullet(`${c.cpf}: ${maskCpf(s.cpf) ?? c.notInformed} · ${c.email}: ${maskEmail(s.email)}${phone}`);
    pdf.bullet(`${c.ip}: ${maskIp(s.ip) ?? '-'}`);
    pdf.bullet(`${c.userAgent}: ${(s.userAgent ?? '-').slice(0, 160)}`);
    if (s.viewedAt) pdf.bullet(`${e.viewedAt}: ${auditTime(s.viewedAt)}`);
    if (s.authenticatedAt)
      pdf.bullet(
        `${e.authenticatedAt}: ${auditTime(s.authenticatedAt)} (${e.channel}: ${
          e.channels[(s.authChannel ?? 'email') as keyof typeof e.channels] ?? s.authChannel
        })`,
      );
    else pdf.bullet(`${e.channel}: ${e.channels.none}`);
    if (s.signedAt) pdf.bullet(`${e.signedAt}: ${auditTime(s.signedAt)}`);
  }

  pdf.heading(c.integrity);
  pdf.text(c.originalHash, { size: 9.5, bold: true, gap: 1 });
  pdf.text(data.originalSha256, { size: 9, gap: 5 });
  pdf.text(c.stampedHash, { size: 9.5, bold: true, gap: 1 });
  pdf.text(data.stampedSha256, { size: 9, gap: 5 });
  pdf.text(c.finalHashNote, { size: 9, color: MUTED });
  pdf.text(e.rounds, { size: 9, color: MUTED });

  pdf.heading(c.verification);
  pdf.text(`${c.code}: ${data.verificationCode}`, { bold: true });
  pdf.text(`${c.url}: ${data.verificationUrl}`, { gap: 6 });
  await pdf.image(
    await QRCode.toBuffer(data.verificationUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }),
    90,
  );
  pdf.rule();
  pdf.text(c.legal, { size: 8.5, color: MUTED });
  if (data.hasDigitalSignature) pdf.text(fill(c.digital, { agency: data.agencyName }), { size: 8.5, color: MUTED });
  return pdf.save();
}
