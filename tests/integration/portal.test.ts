import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { hashToken } from '@/lib/signatures/token';
import { m } from '@/lib/messages';
import { PORTAL_COOKIE } from '@/lib/portal/links';
import { GET as exportRoute } from '@/app/portal/exportar/route';
import { GET as receiptRoute } from '@/app/portal/recibo/[id]/route';
import { getDb } from '@/server/platform/db/client';
import {
  enviosEmail,
  portalSessions,
  portalTokens,
  signatureEvents,
  signatureSigners,
  solicitacoesLgpd,
} from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import {
  enterPortal,
  openDocumentForSigning,
  requestErasure,
  requestPortalLink,
  signOutPortal,
} from '@/server/portal/actions';
import { getPortalOverview } from '@/server/portal/queries';
import { sendReceiptMail } from '@/server/portal/receipt-mail';
import { getPortalLinkState, revokePortalLink, sendPortalLink } from '@/server/portal/staff-actions';
import { issuePortalToken } from '@/server/portal/tokens';
import { getSigningView } from '@/server/signatures/sign/signer-link';
import { pdfText } from '../support/pdf-text';
import { removePortalClient, seedPortalClient, type SeededClient } from '../support/portal-seed';
import { getCookie, resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';
import { deliverQueuedMail } from '../support/deliver-mail';

const label = `p${randomUUID().slice(0, 8)}`;
let a: SeededClient;
let b: SeededClient;

function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir());
  } catch {
    return [];
  }
}

/** Runs `fn` and answers the e-mails it wrote to the outbox (D17), decoded. */
async function mailsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  await deliverQueuedMail();
  const before = new Set(outboxFiles());
  await fn();
  // The e-mails `fn` queued leave once delivered, after its transaction (D146).
  await deliverQueuedMail();
  return outboxFiles()
    .filter((f) => !before.has(f))
    .map((f) =>
      readFileSync(path.join(outboxDir(), f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

const linkIn = (eml: string) => /\/portal\/entrar\?token=([A-Za-z0-9_-]{43})/.exec(eml)?.[1] ?? null;

/** Signs the client in through a link (the e-mail form itself is tested below, and is limited per e-mail). */
async function signInAsClient(clienteId: string): Promise<void> {
  resetRequest(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const { token } = await issuePortalToken(await getDb(), clienteId, 'email');
  const entered = await enterPortal({ token });
  if (!entered.ok) throw new Error(entered.error);
}

beforeAll(async () => {
  const db = await getDb();
  a = await seedPortalClient(db, `${label}a`);
  b = await seedPortalClient(db, `${label}b`);
}, 300_000);

afterAll(async () => {
  setClock(null);
  resetRequest();
  const db = await getDb();
  await removePortalClient(db, a.client.id);
  await removePortalClient(db, b.client.id);
});

describe('portal sign-in by e-mail (D75)', () => {
  it('answers the same whether or not the e-mail is a client, and e-mails a link only to a client', async () => {
    resetRequest('10.8.0.1');
    let unknown: unknown;
    const none = await mailsDuring(
      async () => (unknown = await requestPortalLink({ email: `ninguem-${label}@x.test` })),
    );
    expect(unknown).toEqual({ ok: true, data: { sent: true } });
    expect(none).toEqual([]);
    let known: unknown;
    const sent = await mailsDuring(
      async () => (known = await requestPortalLink({ email: a.client.email!.toUpperCase() })),
    );
    expect(known).toEqual(unknown);
    expect(sent).toHaveLength(1);
    const token = linkIn(sent[0]);
    expect(token).not.toBeNull();
    // The link is in the e-mail only: the outbox row keeps a slot in its place, its secret gone once delivered.
    const rows = await (await getDb()).select().from(enviosEmail).where(eq(enviosEmail.para, a.client.email!));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.texto?.includes(token!) || r.segredos !== null)).toEqual([]);
  });

  it('refuses a bad e-mail on the server', async () => {
    resetRequest('10.8.0.2');
    expect(await requestPortalLink({ email: 'nao-e-email' })).toMatchObject({
      ok: false,
      error: m.portal.validation.emailInvalid,
    });
  });

  it('opens the portal once with the e-mailed link, with its own httpOnly cookie', async () => {
    resetRequest('10.8.0.3');
    const token = linkIn((await mailsDuring(() => requestPortalLink({ email: a.client.email! }))).join('\n'))!;
    expect(await enterPortal({ token })).toEqual({ ok: true, data: { ok: true } });
    expect(getCookie(PORTAL_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(getCookie('better-auth.session_token')).toBeUndefined();
    resetRequest('10.8.0.3');
    expect(await enterPortal({ token })).toEqual({ ok: false, error: m.portal.enter.invalid });
  });

  it('expires the e-mailed link after 15 minutes', async () => {
    resetRequest('10.8.0.4');
    const start = new Date();
    setClock(start);
    const token = linkIn((await mailsDuring(() => requestPortalLink({ email: b.client.email! }))).join('\n'))!;
    setClock(new Date(start.getTime() + 15 * 60_000 + 1000));
    expect(await enterPortal({ token })).toEqual({ ok: false, error: m.portal.enter.invalid });
    setClock(null);
  });

  it('limits requests per e-mail and keeps no address in the limits table', async () => {
    resetRequest('10.8.0.5');
    const email = `limite-${label}@x.test`;
    for (let i = 0; i < 5; i++) await requestPortalLink({ email });
    resetRequest('10.8.0.6');
    expect((await requestPortalLink({ email })).ok).toBe(true);
    const db = await getDb();
    const rows = await db.execute(`select key from rate_limits where key like '%${email}%'`);
    expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toHaveLength(0);
  });
});

describe('the portal shows one client only (D76)', () => {
  it('lists the client’s own documents and none of another client’s', async () => {
    const overview = await getPortalOverview(a.client.id);
    expect(overview.proposals.map((p) => p.id)).toEqual([a.proposal.id]);
    expect(overview.contracts.map((c) => c.id).sort()).toEqual([a.contract.id, a.signedContract.id].sort());
    expect(overview.documents.map((d) => d.id).sort()).toEqual([a.document.id, a.signedDocument.id].sort());
    expect(overview.charges.map((c) => c.id).sort()).toEqual([a.openCharge.id, a.paidCharge.id].sort());
    expect(overview.charges.find((c) => c.id === a.openCharge.id)?.brCode).toMatch(/^000201/);
    expect(overview.projects).toEqual([
      expect.objectContaining({
        id: a.project.id,
        status: 'em_desenvolvimento',
        progress: { done: 2, total: 3, percent: 67 },
      }),
    ]);
    expect(overview.timeline.map((e) => e.tipo)).toEqual(['proposal.sent']);
    expect(JSON.stringify(overview)).not.toContain(`${label}b`);
  });

  it('opens the client’s own signer link from the portal; a link not of this invitation is reissued, audited', async () => {
    await signInAsClient(a.client.id);
    const result = await openDocumentForSigning({ id: a.document.id });
    expect(result.ok).toBe(true);
    const fresh = (result as { data: { path: string } }).data.path.replace('/assinar/', '');
    expect((await getSigningView(fresh)).state).toBe('open');
    // The seed's link was not derived from the invitation: the invitation's own link replaces it.
    expect((await getSigningView(a.signingToken)).state).toBe('not-found');
    const db = await getDb();
    const events = await db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, a.document.id), eq(signatureEvents.event, 'reissued')));
    expect(events).toHaveLength(1);
    expect(events[0].ip).not.toBeNull();
    // A second "Assinar" repeats the same link, with no new audit row.
    const again = await openDocumentForSigning({ id: a.document.id });
    expect((again as { data: { path: string } }).data.path).toBe(`/assinar/${fresh}`);
    const after = await db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, a.document.id), eq(signatureEvents.event, 'reissued')));
    expect(after).toHaveLength(1);
  });

  it('refuses another client’s document, and a document that is not waiting for signature', async () => {
    await signInAsClient(a.client.id);
    expect(await openDocumentForSigning({ id: b.document.id })).toEqual({ ok: false, error: m.portal.notFound });
    expect(await openDocumentForSigning({ id: a.signedDocument.id })).toEqual({ ok: false, error: m.portal.notFound });
    const db = await getDb();
    const [other] = await db
      .select({ tokenHash: signatureSigners.tokenHash })
      .from(signatureSigners)
      .where(eq(signatureSigners.documentId, b.document.id));
    expect(other.tokenHash).toBe(hashToken(b.signingToken));
  });

  it('serves the client’s receipt as a PDF with the amount, and 404 for another client’s charge', async () => {
    await signInAsClient(a.client.id);
    const own = await receiptRoute(new Request('http://x'), { params: Promise.resolve({ id: a.paidCharge.id }) });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await own.arrayBuffer()));
    expect(text).toContain('RECIBO');
    expect(text.replace(/\s+/g, ' ')).toMatch(/R\$ ?987,65/);
    for (const id of [b.paidCharge.id, a.openCharge.id, 'nao-e-uuid']) {
      expect((await receiptRoute(new Request('http://x'), { params: Promise.resolve({ id }) })).status).toBe(404);
    }
    resetRequest();
    expect(
      (await receiptRoute(new Request('http://x'), { params: Promise.resolve({ id: a.paidCharge.id }) })).status,
    ).toBe(401);
  });

  it('ends the session on "Sair"', async () => {
    await signInAsClient(a.client.id);
    expect((await signOutPortal({})).ok).toBe(true);
    expect(getCookie(PORTAL_COOKIE)).toBeUndefined();
    expect(await requestErasure({})).toEqual({ ok: false, error: m.portal.sessionExpired });
  });
});

describe('staff portal link (D75)', () => {
  it('sends a 30-day link, renews it (the old one stops) and revokes it (sessions end)', async () => {
    const staff = await signInAsNewStaff();
    try {
      expect(await getPortalLinkState({ clienteId: a.client.id })).toEqual({ ok: true, data: { active: null } });
      const first = linkIn((await mailsDuring(() => sendPortalLink({ clienteId: a.client.id }))).join('\n'))!;
      const state = await getPortalLinkState({ clienteId: a.client.id });
      expect((state as { data: { active: { expiraEm: string } } }).data.active.expiraEm).toBeTruthy();
      const second = linkIn((await mailsDuring(() => sendPortalLink({ clienteId: a.client.id }))).join('\n'))!;
      expect(second).not.toBe(first);

      const staffCookies = getCookie('better-auth.session_token');
      resetRequest('10.8.1.1');
      expect(await enterPortal({ token: first })).toEqual({ ok: false, error: m.portal.enter.invalid });
      expect((await enterPortal({ token: second })).ok).toBe(true);
      resetRequest('10.8.1.2');
      expect((await enterPortal({ token: second })).ok).toBe(true); // a staff link works until revoked

      resetRequest();
      const { setCookie } = await import('../support/request-context');
      setCookie('better-auth.session_token', staffCookies!);
      expect((await revokePortalLink({ clienteId: a.client.id })).ok).toBe(true);
      const db = await getDb();
      expect(await db.select().from(portalSessions).where(eq(portalSessions.clienteId, a.client.id))).toHaveLength(0);
      resetRequest('10.8.1.3');
      expect(await enterPortal({ token: second })).toEqual({ ok: false, error: m.portal.enter.invalid });
    } finally {
      await staff.cleanup();
    }
  });

  it('refuses a client without an e-mail, bad input and an anonymous caller', async () => {
    const staff = await signInAsNewStaff();
    try {
      expect((await sendPortalLink({ clienteId: 'x' } as never)).ok).toBe(false);
    } finally {
      await staff.cleanup();
    }
    resetRequest();
    expect(await sendPortalLink({ clienteId: a.client.id })).toEqual({ ok: false, error: m.common.sessionExpired });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(portalTokens)
        .where(and(eq(portalTokens.clienteId, a.client.id), eq(portalTokens.tipo, 'email'))),
    ).not.toHaveLength(0);
  });
});

describe('receipt e-mail (D77)', () => {
  it('e-mails the receipt once per paid charge, with the PDF attached', async () => {
    const first = await mailsDuring(() => sendReceiptMail(a.paidCharge.id));
    expect(first).toHaveLength(1);
    expect(first[0]).toContain(`To: ${a.client.email}`);
    expect(first[0]).toMatch(/filename=.?recibo-T-/);
    expect(first[0]).toContain('application/pdf');
    expect(await mailsDuring(() => sendReceiptMail(a.paidCharge.id))).toHaveLength(0);
    expect(await mailsDuring(() => sendReceiptMail(a.openCharge.id))).toHaveLength(0);
  });
});

describe('LGPD export (D79)', () => {
  it('zips every record of the client and their PDFs, and nothing of another client', async () => {
    await signInAsClient(b.client.id);
    const response = await exportRoute();
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = strFromU8(files['dados.json']);
    const data = JSON.parse(json) as Record<string, Array<{ id: string }>> & { cliente: { id: string; email: string } };
    expect(data.cliente.id).toBe(b.client.id);
    expect(data.cliente.email).toBe(b.client.email);
    expect(data.propostas.map((r) => r.id)).toEqual([b.proposal.id]);
    expect(data.contratos.map((r) => r.id).sort()).toEqual([b.contract.id, b.signedContract.id].sort());
    expect(data.documentosAssinatura.map((r) => r.id).sort()).toEqual([b.document.id, b.signedDocument.id].sort());
    expect(data.cobrancas.map((r) => r.id).sort()).toEqual([b.openCharge.id, b.paidCharge.id].sort());
    expect(data.pagamentos.map((r) => r.id)).toEqual([b.payment.id]);
    expect(data.projetos.map((r) => r.id)).toEqual([b.project.id]);
    expect(data.mensagensContato.map((r) => r.id)).toEqual([b.lead.id]);
    // Only what the portal shows the client: the seed's staff-only timeline entry stays out.
    expect(data.historico).toHaveLength(1);
    expect(json).not.toContain('token_hash');
    expect(json).not.toContain('tokenHash');
    expect(json).not.toContain(`${label}a`);
    const names = Object.keys(files);
    expect(names.filter((n) => n.endsWith('.pdf')).length).toBe(1 + 2 + 2 + 2 + 1);
    expect(names.some((n) => n.startsWith('recibos/'))).toBe(true);
    for (const name of names.filter((n) => n.endsWith('.pdf')))
      expect(strFromU8(files[name].subarray(0, 5))).toBe('%PDF-');
    const db = await getDb();
    const [request] = await db
      .select()
      .from(solicitacoesLgpd)
      .where(and(eq(solicitacoesLgpd.clienteId, b.client.id), eq(solicitacoesLgpd.tipo, 'exportacao')));
    expect(request.status).toBe('concluida');
    resetRequest();
    expect((await exportRoute()).status).toBe(401);
  });
});
