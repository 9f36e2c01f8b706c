import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as staffContractPdf } from '@/app/(backoffice)/contratos/[id]/pdf/route';
import { GET as contractPdf } from '@/app/(links)/c/[slug]/pdf/route';
import { GET as chargePdf } from '@/app/(links)/p/[slug]/pdf/route';
import { GET as proposalPdf } from '@/app/(links)/proposta/[slug]/pdf/route';
import { POST as verifyUpload } from '@/app/(links)/verificacao/[codigo]/conferir/route';
import { todayInSaoPaulo } from '@/lib/format';
import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { newVerificationCode } from '@/lib/signatures/verification';
import { createCharge } from '@/server/charges/actions';
import { createContract } from '@/server/contracts/actions';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, contratos, propostas, signatureDocuments } from '@/server/platform/db/schema';
import { PDF_REQUESTS_PER_MINUTE } from '@/server/agency/pdf-response';
import { createProposal, updateProposal } from '@/server/proposals/actions';
import { MAX_PARALLEL_VERIFICATIONS } from '@/server/signatures/verify/verification-slots';
import { resetRequest, setRequestHeader } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';
import { awayFromWindowEdge, freshAddress, marker as newMarker, proposalForm } from './helpers';

/** D48: the PDF routes and the verification upload as a cheap denial of service. */
const tag = newMarker();
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let proposal: { id: string; slug: string };

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const created = await createProposal(proposalForm(tag));
  if (!created.ok) throw new Error(created.error);
  proposal = created.data;
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(propostas).where(like(propostas.nome, `%${tag}%`));
  await db.delete(cobrancas).where(like(cobrancas.titulo, `%${tag}%`));
  await db.delete(contratos).where(like(contratos.nome, `%${tag}%`));
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${tag}%`));
  await staff.cleanup();
});

describe('PDF routes (D48)', () => {
  it('answer 304 with no body to a matching ETag, and a new ETag once the proposal changes', async () => {
    resetRequest(freshAddress());
    const first = await proposalPdf(get(`/proposta/${proposal.slug}/pdf`), params({ slug: proposal.slug }));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"proposta-/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await proposalPdf(
      get(`/proposta/${proposal.slug}/pdf`, { 'if-none-match': etag }),
      params({ slug: proposal.slug }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    await staff.cleanup();
    staff = await signInAsNewStaff();
    const updated = await updateProposal({
      ...proposalForm(tag, { slug: proposal.slug, conteudo: { ...proposalForm(tag).conteudo, valor: 'R$ 2.000,00' } }),
      id: proposal.id,
    });
    expect(updated.ok).toBe(true);
    const changed = await proposalPdf(
      get(`/proposta/${proposal.slug}/pdf`, { 'if-none-match': etag }),
      params({ slug: proposal.slug }),
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answer 304 for charges and contracts too, and keep the staff contract PDF for staff', async () => {
    const charge = await createCharge({
      titulo: `Cobrança ${tag}`,
      cliente: `Cliente ${tag}`,
      valor: '1.500,00',
      dataVencimento: todayInSaoPaulo(),
      formaPagamento: 'pix',
      descricao: '',
      observacoes: '',
      chavePix: 'financeiro@agencia.dev',
      codigoPix: '',
      nomeBeneficiario: 'Agência Digital',
      cidadeBeneficiario: 'São Paulo',
    });
    if (!charge.ok) throw new Error(charge.error);
    const contract = await createContract({
      nome: `Contrato ${tag}`,
      cliente: `Cliente ${tag}`,
      descricao: 'Site',
      status: 'rascunho',
      propostaId: '',
      templateId: 'model-01',
      fields: [],
    });
    if (!contract.ok) throw new Error(contract.error);
    const chargeSlug = (charge.data as { slug: string }).slug;

    for (const [handler, path, routeParams] of [
      [chargePdf, `/p/${chargeSlug}/pdf`, { slug: chargeSlug }],
      [contractPdf, `/c/${contract.data.slug}/pdf`, { slug: contract.data.slug }],
      [staffContractPdf, `/contratos/${contract.data.id}/pdf`, { id: contract.data.id }],
    ] as const) {
      const first = await (handler as typeof chargePdf)(get(path), params(routeParams as { slug: string }));
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag')!;
      const again = await (handler as typeof chargePdf)(
        get(path, { 'if-none-match': etag }),
        params(routeParams as { slug: string }),
      );
      expect(again.status, path).toBe(304);
    }
    resetRequest(freshAddress());
    expect(
      (await staffContractPdf(get(`/contratos/${contract.data.id}/pdf`), params({ id: contract.data.id }))).status,
    ).toBe(401);
  });

  it(`limit each address to ${PDF_REQUESTS_PER_MINUTE} a minute, whatever X-Forwarded-For says`, async () => {
    // The limit counts in fixed one-minute windows: a burst that straddles a window edge would start afresh.
    await awayFromWindowEdge(60_000, 20_000);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PDF_REQUESTS_PER_MINUTE + 5; i++) {
      resetRequest(address);
      setRequestHeader('x-forwarded-for', `10.44.0.${i}`);
      statuses.push(
        (
          await proposalPdf(
            get(`/proposta/${proposal.slug}/pdf`, { 'if-none-match': '"x"' }),
            params({ slug: proposal.slug }),
          )
        ).status,
      );
    }
    expect(statuses.slice(0, PDF_REQUESTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(PDF_REQUESTS_PER_MINUTE)).toEqual(Array(5).fill(429));
  }, 90_000);
});

describe('verification upload (D48)', () => {
  const upload = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    verifyUpload(
      new Request('http://localhost:3000/verificacao/x/conferir', {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit),
      params({ codigo: 'codigo-que-nao-existe' }),
    );

  it('refuses a declared size over 10 MB before reading anything', async () => {
    resetRequest(freshAddress());
    const response = await upload('x', { 'content-length': String(MAX_UPLOAD_BYTES + 1) });
    expect(response.status).toBe(413);
  });

  it(`reads at most ${MAX_PARALLEL_VERIFICATIONS} uploads at once per process`, async () => {
    // Uploads that never finish sending hold their slot, as a slow attacker would.
    const held: Array<ReadableStreamDefaultController<Uint8Array>> = [];
    const slow = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          held.push(controller);
          controller.enqueue(new Uint8Array(1024));
        },
      });
    // A signed document of its own, so that the route reads the body (an unknown code answers 404 at once).
    const db = await getDb();
    const code = newVerificationCode();
    await db.insert(signatureDocuments).values({
      name: `Assinado ${tag}`,
      originalFilename: 'a.pdf',
      fileKey: `${tag}/a.pdf`,
      fileSize: 1,
      pageCount: 1,
      originalSha256: 'a'.repeat(64),
      busca: tag,
      status: 'signed',
      signedAt: new Date(),
      signedSha256: 'b'.repeat(64),
      verificationCode: code,
    });
    const pending = Array.from({ length: MAX_PARALLEL_VERIFICATIONS }, () => {
      resetRequest(freshAddress());
      return verifyUpload(
        new Request('http://localhost:3000/x', { method: 'POST', body: slow(), duplex: 'half' } as RequestInit),
        params({ codigo: code }),
      );
    });
    try {
      // Once the slow uploads hold every slot (how soon depends on the machine's load), the next one is refused.
      await expect
        .poll(
          async () => {
            resetRequest(freshAddress());
            return (await upload('x')).status;
          },
          { timeout: 10_000, interval: 25 },
        )
        .toBe(503);
    } finally {
      for (const controller of held) controller.close();
    }
    expect((await Promise.all(pending)).map((r) => r.status)).toEqual(Array(MAX_PARALLEL_VERIFICATIONS).fill(200));
  });

  it('limits each address, whatever X-Forwarded-For says', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      resetRequest(address);
      setRequestHeader('x-forwarded-for', `10.33.0.${i}`);
      statuses.push((await upload('x')).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
