'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { AGENCIA_SECTION, ZAgencia, ZAgenciaForm } from '@/lib/settings/agencia';
import { ActionError, staffAction } from '@/server/action';
import type { Db } from '@/server/platform/db/client';
import { writeSettings } from '@/server/settings/store';
import { deleteLogo, storeLogo } from './logo';
import { loadAgencyProfile, primeAgencyProfile } from './profile';

const e = m.agencyProfile.errors;

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

/** /configuracoes/agencia: the profile's fields (the logo has its own action). */
export const saveAgencyProfile = staffAction(
  { name: 'saveAgencyProfile', role: 'admin', schema: ZAgenciaForm, errorMessage: e.salvar },
  async (input, { db, user, emit }) => {
    const { logo } = await currentStored(db);
    emit((await writeSettings(db, AGENCIA_SECTION, ZAgencia, { ...input, logo }, user.id)).events);
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
