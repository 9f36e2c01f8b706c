'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { agencyProfileText } from '@/messages/agency';
import { hasRole } from '@/lib/auth/roles';
import { AGENCIA_SECTION, ZAgencia, ZAgenciaSave } from '@/lib/settings/agencia';
import { protectedChanges } from '@/lib/settings/protected-fields';
import { ActionError, clientIp, staffAction } from '@/server/action';
import { reauthenticate } from '@/server/auth/reauthenticate';
import type { Db } from '@/server/platform/db/client';
import { writeSettings } from '@/server/settings/store';
import { deleteLogo, storeLogo } from './logo';
import { loadAgencyProfile, primeAgencyProfile } from './profile';
import { recordProfileChanges } from './record-profile-changes';

const e = agencyProfileText.errors;
const p = m.protectedChanges.errors;

const LOGO_REFUSALS = {
  tipo: e.imagemTipo,
  tamanho: e.imagemTamanho,
  dimensoes: e.imagemDimensoes,
  invalida: e.imagemInvalida,
  falhou: e.imagemFalhou,
} as const;

/** The stored profile as it is now (the seed until first saved), to change one part of it. */
async function currentStored(db: Db) {
  const { saved, logo, ...profile } = await loadAgencyProfile(db);
  return { ...ZAgencia.parse(profile), logo: saved ? logo : null };
}

/**
 * Every public page, PDF and e-mail shows the profile: this process's copy is primed with the new one; the whole
 * site's revalidation, the overview and the waiting Pix steps follow from the event (server/events/effects.ts).
 */
async function primeProfile(db: Db) {
  primeAgencyProfile(await loadAgencyProfile(db));
}

/**
 * /configuracoes/agencia: the profile's fields (the logo has its own action). Admins save every field but the
 * protected ones (lib/settings/protected-fields.ts, D180): changing the Pix key or one of the e-mails is the owner's
 * alone and asks for the password or the authenticator's code again (D181), before any transaction opens; the
 * transaction compares with the stored profile once more, so a change it did not authorise is refused, and writes
 * the history and the owners' e-mails with the profile.
 */
export const saveAgencyProfile = staffAction(
  { name: 'saveAgencyProfile', role: 'admin', schema: ZAgenciaSave, errorMessage: e.salvar, transaction: false },
  async ({ confirmacao, ...input }, { db, user, emit }) => {
    const authorised = protectedChanges(await currentStored(db), input).length > 0;
    if (authorised) {
      if (!hasRole(user.role, 'owner')) throw new ActionError(p.ownerOnly);
      await reauthenticate(user, confirmacao);
    }
    const ip = await clientIp();
    const events = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const current = await currentStored(tx);
      const changes = protectedChanges(current, input);
      if (changes.length > 0 && !authorised) throw new ActionError(p.ownerOnly);
      const saved = await writeSettings(tx, AGENCIA_SECTION, ZAgencia, { ...input, logo: current.logo }, user.id);
      const who = { id: user.id, name: user.name, ip };
      return [...saved.events, ...(await recordProfileChanges(tx, changes, who, input.nomeFantasia))];
    });
    emit(events);
    await primeProfile(db);
    return { ok: true };
  },
);

const ZLogoUpload = z.object({ arquivo: z.instanceof(Blob, { message: e.imagemTipo }) });

/** The logo: checked by content, stored as two WebP renditions; the previous files are removed after commit. */
export const uploadAgencyLogo = staffAction(
  { name: 'uploadAgencyLogo', role: 'admin', schema: ZLogoUpload, errorMessage: e.imagemFalhou },
  async ({ arquivo }, { db, user, emit }) => {
    if (arquivo.size > 2 * 1024 * 1024) throw new ActionError(e.imagemTamanho);
    const stored = await storeLogo(new Uint8Array(await arquivo.arrayBuffer()));
    if (!stored.ok) throw new ActionError(LOGO_REFUSALS[stored.problem]);
    const current = await currentStored(db);
    emit((await writeSettings(db, AGENCIA_SECTION, ZAgencia, { ...current, logo: stored.logo }, user.id)).events);
    await primeProfile(db);
    void deleteLogo(current.logo);
    return { versao: stored.logo.versao };
  },
);

export const removeAgencyLogo = staffAction(
  { name: 'removeAgencyLogo', role: 'admin', schema: z.object({}), errorMessage: e.salvar },
  async (_input, { db, user, emit }) => {
    const current = await currentStored(db);
    emit((await writeSettings(db, AGENCIA_SECTION, ZAgencia, { ...current, logo: null }, user.id)).events);
    await primeProfile(db);
    void deleteLogo(current.logo);
    return { ok: true };
  },
);
