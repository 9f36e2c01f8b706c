import 'server-only';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import QRCode from 'qrcode';
import { TIME_ZONE } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';

const c = m.signatures.certificate;

export type CertificateData = {
  agencyName: string;
  documentName: string;
  originalPageCount: number;
  signerName: string;
  signerEmail: string;
  signerCpf: string | null;
  ip: string;
  userAgent: string;
  sentAt: Date;
  viewedAt: Date | null;
  signedAt: Date;
  originalSha256: string;
  /** Of the stamped document before this certificate: the final file's own hash cannot be inside it. */
  stampedSha256: string;
  verificationCode: string;
  verificationUrl: string;
  hasDigitalSignature: boolean;
};

/** dd/MM/yyyy HH:mm:ss in São Paulo time, with the offset, so that the record reads without doubt. */
export function auditTime(date: Date): string {
  return format(new TZDate(date, TIME_ZONE), "dd/MM/yyyy HH:mm:ss (xxx 'Brasília')");
}

/** The certificate page (D30), as its own PDF to be appended to the stamped document. */
export async function renderCertificate(data: CertificateData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(
    `${c.title} — ${data.documentName}`,
    `${data.agencyName} · ${c.title} · ${c.code} ${data.verificationCode}`,
  );
  pdf.text(c.title, { size: 18, bold: true, gap: 4 });
  pdf.text(c.intro, { size: 9.5, color: MUTED, gap: 6 });

  pdf.heading(c.document);
  pdf.text(data.documentName, { bold: true, gap: 2 });
  pdf.text(`${c.pages}: ${data.originalPageCount}`, { size: 9.5 });

  pdf.heading(c.signer);
  pdf.text(`${c.name}: ${data.signerName}`);
  pdf.text(`${c.email}: ${data.signerEmail}`);
  pdf.text(`${c.cpf}: ${data.signerCpf ?? c.notInformed}`);
  pdf.text(`${c.ip}: ${data.ip}`);
  pdf.text(`${c.userAgent}: ${data.userAgent}`, { size: 9 });

  pdf.heading(c.events);
  pdf.bullet(`${c.sentAt}: ${auditTime(data.sentAt)}`);
  if (data.viewedAt) pdf.bullet(`${c.viewedAt}: ${auditTime(data.viewedAt)}`);
  pdf.bullet(`${c.signedAt}: ${auditTime(data.signedAt)}`);

  pdf.heading(c.integrity);
  pdf.text(c.originalHash, { size: 9.5, bold: true, gap: 1 });
  pdf.text(data.originalSha256, { size: 9, gap: 5 });
  pdf.text(c.stampedHash, { size: 9.5, bold: true, gap: 1 });
  pdf.text(data.stampedSha256, { size: 9, gap: 5 });
  pdf.text(c.finalHashNote, { size: 9, color: MUTED });

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
