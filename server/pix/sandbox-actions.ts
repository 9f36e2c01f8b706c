'use server';

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { ActionError, publicAction } from '@/server/action';
import { cobrancas } from '@/server/platform/db/schema';
import { pixProviderName } from './config';
import { ingestOne } from './ingest-pix';
import { sandboxPixProvider } from './sandbox-provider';
import { paySandboxCobv, sandboxCobvByLocation } from './sandbox-psp';

const ZSandboxPay = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * The sandbox "bank app" pays a cobv (D20, D99): the sandbox PSP records the Pix, then it takes the webhook's own
 * path (re-read from the PSP, stored once, its charge settled by the `pix.received` follow-up). Only when the
 * sandbox is the configured provider; a visitor action, so rate limited.
 */
export const payPixSandbox = publicAction(
  {
    name: 'payPixSandbox',
    schema: ZSandboxPay,
    errorMessage: m.pix.sandboxPage.error,
    transaction: false,
    rateLimit: { limit: 30, windowMs: 60_000 },
  },
  async ({ token }, { db, emit }) => {
    if (pixProviderName() !== 'sandbox') throw new ActionError(m.pix.sandbox.disabled);
    const cobv = await sandboxCobvByLocation(token);
    if (!cobv) throw new ActionError(m.pix.sandbox.notFound);
    if (cobv.status !== 'ATIVA') throw new ActionError(m.pix.sandbox.notActive);
    const e2eid = await paySandboxCobv(cobv.txid);
    const ingested = await ingestOne(sandboxPixProvider, e2eid, 'sandbox');
    emit(ingested.events);
    const [charge] = await db.select({ slug: cobrancas.slug }).from(cobrancas).where(eq(cobrancas.pixTxid, cobv.txid));
    return { url: charge ? `/p/${charge.slug}` : null };
  },
);
