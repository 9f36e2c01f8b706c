import 'server-only';
import { drawAgencyLetterhead } from '@/server/agency/pdf-letterhead';
import { getAgency } from '@/server/agency/profile';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { proposalStatusStyle } from '@/lib/proposals/status';
import type { PublicProposal } from '@/server/proposals/public';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';

const p = m.proposals.public;
const a = m.proposals.acceptance;

/** "Baixar PDF" (D13): the proposal as a real PDF, the same content as the public page. */
export async function renderProposalPdf(proposal: PublicProposal): Promise<Uint8Array> {
  const agency = await getAgency();
  const c = proposal.conteudo;
  const pdf = await PdfWriter.create(proposal.nome, `${agency.name} · ${agency.email} · ${agency.phone}`);

  await drawAgencyLetterhead(pdf, agency);
  pdf.text(p.badge.toUpperCase(), { size: 9, bold: true, color: MUTED, gap: 2 });
  pdf.text(proposal.nome, { size: 22, bold: true, gap: 4 });
  pdf.text(p.preparedFor.replace('{cliente}', proposal.cliente), { size: 12, gap: 2 });
  pdf.text(`${formatDate(proposal.dataCriacao)} · ${proposalStatusStyle(proposal.status).label}`, {
    size: 9,
    color: MUTED,
    gap: 8,
  });
  pdf.rule();
  if (c.descricao) pdf.text(c.descricao, { gap: 6 });

  const escopo = c.escopo.filter(Boolean);
  if (escopo.length) {
    pdf.heading(p.scope);
    escopo.forEach((item) => pdf.bullet(item));
  }
  const etapas = c.processoDeTrabalho.filter((e) => e.titulo || e.descricao);
  if (etapas.length) {
    pdf.heading(p.process);
    etapas.forEach((etapa, i) => {
      pdf.text(`${i + 1}. ${etapa.titulo}`, { bold: true, gap: 1 });
      if (etapa.descricao) pdf.text(etapa.descricao, { indent: 14, color: MUTED, gap: 4 });
    });
  }
  if (c.tecnologias.length) {
    pdf.heading(p.technologies);
    pdf.text(c.tecnologias.join(' · '));
  }
  pdf.heading(p.investment);
  pdf.text(`${p.investmentLabel}: ${c.valor || p.toBeDefined}`, { bold: true, gap: 2 });
  pdf.text(`${p.deadlineLabel}: ${c.prazo || p.toBeDefined}`, { gap: 8 });
  pdf.text(p.paymentTitle, { bold: true, gap: 2 });
  proposal.pagamento.forEach((line) => pdf.bullet(line));
  if (c.depoimentos.length) {
    pdf.heading(p.testimonials);
    c.depoimentos.forEach((d) => {
      pdf.text(`“${d.texto}”`, { gap: 1 });
      pdf.text(`— ${d.nome}${d.cargo ? `, ${d.cargo}` : ''}`, { color: MUTED, size: 9.5, gap: 6 });
    });
  }
  pdf.rule();
  if (proposal.aceitaEm && proposal.aceitaPorNome) {
    pdf.text(
      p.acceptedBanner.replace('{name}', proposal.aceitaPorNome).replace('{date}', formatDate(proposal.aceitaEm)),
      { bold: true, gap: 2 },
    );
    // D43: the SHA-256 of what was accepted, to check against the stored snapshot.
    if (proposal.aceiteHash) pdf.text(`${a.hashLabel}: ${proposal.aceiteHash}`, { size: 8, color: MUTED, gap: 4 });
  }
  const validity = fill(a.validUntil, { data: formatDate(proposal.validaAte) });
  pdf.text(`${validity} ${agency.name} · ${agency.email} · ${agency.phone}`, { size: 9, color: MUTED });
  return pdf.save();
}
