'use server';

import { z } from 'zod';
import { now } from '@/lib/clock';
import { nfseErrorText } from '@/lib/messages';
import { CERTIFICATE_MAX_BYTES, certificateRefusal } from '@/lib/nfse/certificate';
import { ZFiscalProfileSave } from '@/lib/nfse/fiscal-profile';
import { loadAgencyProfile } from '@/server/agency/profile';
import { ActionError, clientIp, staffAction } from '@/server/action';
import { reauthenticate } from '@/server/auth/reauthenticate';
import type { StaffUser } from '@/server/auth/session';
import type { Db } from '@/server/platform/db/client';
import { readPkcs12 } from './certificate';
import { readFiscalProfile } from './queries';
import { ambienteChange, saveFiscalProfile as writeFiscalProfile, storeNfseCertificate } from './write-fiscal-profile';

const e = nfseErrorText;

/** D230: the password (or code) asked again, with this screen's wording when it is missing. */
async function confirmIdentity(user: StaffUser, confirmacao: string | undefined) {
  if (!confirmacao?.trim()) throw new ActionError(user.twoFactorEnabled ? e.confirmacaoCodigo : e.confirmacaoSenha);
  await reauthenticate(user, confirmacao);
}

/**
 * /configuracoes/fiscal (D226), owners and admins. A change of the environment asks for the password (or the
 * authenticator's code) again before any transaction opens (D230, as the Pix key does, D181); the writer compares
 * under the row's lock once more, so a change that was not authorised is refused.
 */
export const saveFiscalProfile = staffAction(
  { name: 'saveFiscalProfile', role: 'admin', schema: ZFiscalProfileSave, errorMessage: e.salvar, transaction: false },
  async ({ confirmacao, ...values }, { db, user, emit }) => {
    const authorised = ambienteChange(await readFiscalProfile(db), values.ambiente).length > 0;
    if (authorised) await confirmIdentity(user, confirmacao);
    const ip = await clientIp();
    const agency = await loadAgencyProfile(db);
    const events = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const saved = await writeFiscalProfile(tx, values, { id: user.id, name: user.name, ip }, agency.nomeFantasia);
      if (saved.changes.length > 0 && !authorised)
        throw new ActionError(user.twoFactorEnabled ? e.confirmacaoCodigo : e.confirmacaoSenha);
      return saved.events;
    });
    emit(events);
    return { ok: true };
  },
);

const ZCertificateUpload = z.object({
  arquivo: z.instanceof(Blob, { message: e.certificadoArquivo }),
  senha: z.string().max(200, e.certificadoSenha),
  confirmacao: z.string().max(200).optional(),
});

/**
 * The agency's A1 certificate (D228, D230): at most 50 KB, read with its password, refused when expired, not yet
 * valid or of another CNPJ than the agency profile's; always asks for the person's password (or code) again. What
 * is kept is the AES-256 copy, sealed.
 */
export const uploadNfseCertificate = staffAction(
  {
    name: 'uploadNfseCertificate',
    role: 'admin',
    schema: ZCertificateUpload,
    errorMessage: e.certificadoFalhou,
    transaction: false,
  },
  async ({ arquivo, senha, confirmacao }, { db, user, emit }) => {
    if (arquivo.size === 0) throw new ActionError(e.certificadoArquivo);
    if (arquivo.size > CERTIFICATE_MAX_BYTES) throw new ActionError(e.certificadoTamanho);
    if (!senha) throw new ActionError(e.certificadoSenhaVazia);
    const agency = await loadAgencyProfile(db);
    if (!agency.cnpj) throw new ActionError(e.agenciaSemCnpj);
    await confirmIdentity(user, confirmacao);
    const read = readPkcs12(new Uint8Array(await arquivo.arrayBuffer()), senha);
    if (!read.ok) throw new ActionError(read.problem === 'senha' ? e.certificadoSenha : e.certificadoFormato);
    const refusal = certificateRefusal(read.info, agency.cnpj, now());
    if (refusal) throw new ActionError(refusal);
    const ip = await clientIp();
    const events = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      return (await storeNfseCertificate(tx, read, { id: user.id, name: user.name, ip }, agency.nomeFantasia)).events;
    });
    emit(events);
    return { validoAte: read.info.validoAte.toISOString() };
  },
);
