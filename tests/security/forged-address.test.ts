import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as signatureBeacon } from '@/app/api/beacons/signature/route';
import { sha256Hex } from '@/lib/signatures/token';
import { TOO_MANY_REQUESTS } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { propostas, signatureDocuments, signatureEvents, signatureFields } from '@/server/platform/db/schema';
import { sendContactMessage } from '@/server/leads/actions';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { acceptProposal, createProposal } from '@/server/proposals/actions';
import { confirmSigningCode } from '@/server/signatures/sign/signer-actions';
import { sendSignatureDocument, signSignatureDocument } from '@/server/signatures/signing-actions';
import { getStorage } from '@/server/platform/storage';
import { samplePdf, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { deliverQueuedMail } from '../support/deliver-mail';
import { resetRequest, setRequestHeader } from '../support/request-context';
import { sendKnownCode, signerLinks } from '../support/signer-code';
import { signInAsNewStaff } from '../support/staff';
import { awayFromWindowEdge, beaconRequest, freshAddress, marker as newMarker, proposalForm } from './helpers';

/**
 * D38: with the default TRUSTED_PROXY=none, the address is the TCP peer. A client that
 * writes a new X-Forwarded-For (or X-Real-IP, CF-Connecting-IP…) on every request neither escapes a
 * per-address limit nor gets its text into the evidence.
 */
const tag = newMarker();
const FORGED = {
  'x-forwarded-for': '6.6.6.6',
  'x-real-ip': '6.6.6.7',
  'cf-connecting-ip': '6.6.6.8',
  'x-vercel-forwarded-for': '6.6.6.9',
};
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;

function forge(address: string, i = 0) {
  resetRequest(address);
  for (const [name, value] of Object.entries(FORGED)) setRequestHeader(name, value.replace(/\d+$/, String(i % 250)));
}

async function restoreStaff() {
  await staff.cleanup();
  staff = await signInAsNewStaff();
}

beforeAll(async () => {
  staff = await signInAsNewStaff();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(propostas).where(like(propostas.nome, `%${tag}%`));
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${tag}%`));
  await staff.cleanup();
});

describe('a forged X-Forwarded-For (D38)', () => {
  it('cannot skip the contact form limit of 5 per address', async () => {
    await awayFromWindowEdge(10 * 60_000, 15_000);
    const address = freshAddress();
    const results = [];
    for (let i = 0; i < 7; i++) {
      forge(address, i);
      results.push(
        await sendContactMessage({
          name: 'Ana Teste',
          email: 'ana@exemplo.com.br',
          phone: '',
          subject: `Assunto ${tag}`,
          message: 'Mensagem de teste.',
          service: 'site',
          website: '',
        }),
      );
    }
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results.slice(5)).toEqual([
      { ok: false, error: TOO_MANY_REQUESTS },
      { ok: false, error: TOO_MANY_REQUESTS },
    ]);
  });

  it('does not reach the proposal acceptance evidence', async () => {
    await restoreStaff();
    const created = await createProposal(proposalForm(tag));
    if (!created.ok) throw new Error(created.error);
    const address = freshAddress();
    forge(address);
    expect(
      await acceptProposal({
        slug: created.data.slug,
        nome: 'Maria Souza',
        email: 'maria@exemplo.com.br',
        confirmado: true,
      }),
    ).toMatchObject({ ok: true });
    const db = await getDb();
    const [row] = await db
      .select({ ip: propostas.aceitaPorIp })
      .from(propostas)
      .where(eq(propostas.id, created.data.id));
    expect(row.ip).toBe(address);
  });

  it('does not reach the signature audit rows (view and signature)', async () => {
    await restoreStaff();
    const db = await getDb();
    const original = await samplePdf(1, `Contrato ${tag}`);
    const key = `${tag}/${randomUUID()}.pdf`;
    await getStorage().put(key, original, 'application/pdf');
    const [doc] = await db
      .insert(signatureDocuments)
      .values({
        name: `Contrato ${tag}`,
        originalFilename: 'c.pdf',
        fileKey: key,
        fileSize: original.length,
        pageCount: 1,
        originalSha256: sha256Hex(original),
        busca: tag,
      })
      .returning({ id: signatureDocuments.id });
    const [field] = await db
      .insert(signatureFields)
      .values({
        documentId: doc.id,
        fieldType: 'signature',
        label: 'Assinatura',
        xPosition: 10,
        yPosition: 10,
        width: 30,
        height: 6,
        pageNumber: 1,
        isRequired: true,
      })
      .returning({ id: signatureFields.id });
    await deliverQueuedMail();
    const before = new Set(outboxFiles());
    const sent = await sendSignatureDocument({
      id: doc.id,
      recipientName: 'Joana Teste',
      recipientEmail: `joana.${tag}@exemplo.com.br`,
      recipientCpf: '',
    });
    if (!sent.ok) throw new Error(sent.error);
    // The link's e-mail leaves once the queued mail is delivered (D146).
    await deliverQueuedMail();
    const eml = outboxFiles()
      .filter((f) => !before.has(f))
      .map((f) => readFileSync(path.join(outboxDir(), f), 'utf8').replace(/=\r?\n/g, ''))
      .join('\n');
    const token = /\/assinar\/([A-Za-z0-9_-]{43})/.exec(eml)![1];

    const address = freshAddress();
    forge(address);
    expect(
      (await signatureBeacon(new NextRequest(beaconRequest('/api/beacons/signature', { token }, FORGED)))).status,
    ).toBe(204);
    // The code confirmed from the same (forged) request, as the page does it (D118).
    const [signer] = await signerLinks(doc.id);
    await sendKnownCode(signer.id);
    forge(address);
    expect(await confirmSigningCode({ token, code: '123456' })).toMatchObject({ ok: true, data: { ok: true } });
    forge(address);
    expect(await signSignatureDocument({ token, values: { [field.id]: SIGNATURE_PNG }, consent: true })).toMatchObject({
      ok: true,
    });

    const events = await db
      .select({ event: signatureEvents.event, ip: signatureEvents.ip })
      .from(signatureEvents)
      .where(and(eq(signatureEvents.documentId, doc.id), eq(signatureEvents.actor, 'recipient')));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.map((e) => e.event)).toContain('viewed');
    for (const event of events) expect(event.ip).toBe(address);
  });
});

/** The outbox's files (D17); none before the first e-mail is delivered. */
function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir());
  } catch {
    return [];
  }
}
