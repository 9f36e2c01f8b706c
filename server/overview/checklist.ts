import 'server-only';
import { count, eq } from 'drizzle-orm';
import { CHECKLIST_ITEMS, type ChecklistItem, PAINEL_SECTION, ZPainel } from '@/lib/settings/painel';
import { readSiteContent, SITE_SECTION, siteReviewDone } from '@/lib/site/content';
import { loadAgencyProfile } from '@/server/agency/profile';
import { DEMO_ACCOUNT } from '@/server/demo/seed-demo';
import type { Db } from '@/server/platform/db/client';
import { clientes, configuracoes, convites, propostas, user } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';
import { contractsWaitingForPix } from '@/server/pipeline/pix-waiting';

const total = async (db: Db, query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/**
 * The first-run checklist of /painel (D103): for the owner of a new install, not the demo (D3), until
 * dismissed. Each item is ticked from the data itself, so it is right whoever did the step and however.
 */
export async function firstRunChecklist(db: Db): Promise<Array<{ item: ChecklistItem; done: boolean }> | null> {
  const [painel, demo] = await Promise.all([
    readSettings(db, PAINEL_SECTION, ZPainel),
    db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email)).limit(1),
  ]);
  if (painel.checklistDispensado || demo.length > 0) return null;
  const [profile, site, users, invites, clients, proposals] = await Promise.all([
    loadAgencyProfile(db),
    db.select({ valor: configuracoes.valor }).from(configuracoes).where(eq(configuracoes.secao, SITE_SECTION)),
    total(db, db.select({ n: count() }).from(user)),
    total(db, db.select({ n: count() }).from(convites)),
    total(db, db.select({ n: count() }).from(clientes)),
    total(db, db.select({ n: count() }).from(propostas)),
  ]);
  const done: Record<ChecklistItem, boolean> = {
    perfil: profile.saved && !!profile.razaoSocial && !!profile.cnpj,
    logo: !!profile.logo,
    pix: profile.hasPixKey,
    // D262: "Revisar portfólio e página inicial" until no example project shows and the hero is the agency's.
    site: siteReviewDone(readSiteContent(site[0]?.valor)),
    equipe: users > 1 || invites > 0,
    cliente: clients > 0,
    proposta: proposals > 0,
  };
  return CHECKLIST_ITEMS.map((item) => ({ item, done: done[item] }));
}

/** The overview's Pix notice: how many signed contracts wait for the agency's key. */
export async function contractsWaitingCount(db: Db): Promise<number> {
  return (await contractsWaitingForPix(db)).length;
}
