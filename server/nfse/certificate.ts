import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { cnpjFromOtherNameValue, OID_ICP_BRASIL_CNPJ, parseIcpBrasilCommonName } from '@/lib/nfse/certificate';
import { openJson, sealJson } from '@/server/platform/crypto/seal';
import type { Db } from '@/server/platform/db/client';
import { nfsePerfil } from '@/server/platform/db/schema';

/**
 * D228: the agency's A1 certificate (ICP-Brasil e-CNPJ, a PKCS#12 file and its password). node-forge reads it,
 * whatever the cipher: Windows and the certifying authorities' tools still export the certificates with RC2-40
 * (and the key with 3DES), which OpenSSL 3, and so Node's `tls`/`https` `pfx` option, refuses without its legacy
 * provider. Every file is therefore re-encoded in memory to AES-256 (PBES2), checked by `tls.createSecureContext`
 * before it is kept, and only that copy is stored, sealed (server/platform/crypto/seal.ts). The copy gets a random
 * ASCII password of its own: the agency's password only opens the upload. (forge hands PBKDF2 a password's UTF-16
 * code units cut to bytes while OpenSSL hands it UTF-8, so a copy under "senha-ç" would not open in Node.)
 */

export type CertificateInfo = {
  /** The holder's name: the CN before ":CNPJ", or the whole CN. */
  titular: string;
  /** The CNPJ of the otherName 2.16.76.1.3.3, else of the CN; null when the certificate names none. */
  cnpj: string | null;
  validoDe: Date;
  validoAte: Date;
  /** SHA-256 of the certificate's DER, upper-case hex. */
  impressao: string;
};

/** What later code signs and connects with (the DPS signature, mutual TLS with the Sefin Nacional). */
export type NfseCredentials = { pfx: Buffer; passphrase: string; certPem: string; keyPem: string };

export type ReadCertificate =
  ({ ok: true; info: CertificateInfo } & NfseCredentials) | { ok: false; problem: 'formato' | 'senha' };

const binary = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary');

/** The CNPJ of an ICP-Brasil otherName in subjectAltName, read from the extension's DER. */
function cnpjFromSubjectAltName(cert: forge.pki.Certificate): string | null {
  const extension = cert.getExtension('subjectAltName') as { value?: string } | undefined;
  if (!extension?.value) return null;
  let names: forge.asn1.Asn1;
  try {
    names = forge.asn1.fromDer(extension.value);
  } catch {
    return null;
  }
  for (const name of Array.isArray(names.value) ? names.value : []) {
    // otherName is GeneralName [0]: SEQUENCE-like { type-id OID, [0] EXPLICIT value }.
    if (name.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || name.type !== 0 || !Array.isArray(name.value)) continue;
    const [typeId, wrapped] = name.value;
    if (!typeId || typeId.type !== forge.asn1.Type.OID) continue;
    if (forge.asn1.derToOid(typeId.value as string) !== OID_ICP_BRASIL_CNPJ) continue;
    const inner = Array.isArray(wrapped?.value) ? wrapped.value[0] : undefined;
    const raw = typeof inner?.value === 'string' ? inner.value : '';
    const cnpj = cnpjFromOtherNameValue(raw);
    if (cnpj) return cnpj;
  }
  return null;
}

/** Who the certificate names, its CNPJ, its validity and fingerprint. */
export function certificateInfo(cert: forge.pki.Certificate): CertificateInfo {
  const cn = String(cert.subject.getField('CN')?.value ?? '');
  const fromCn = parseIcpBrasilCommonName(cn);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    titular: fromCn?.titular ?? cn,
    cnpj: cnpjFromSubjectAltName(cert) ?? fromCn?.cnpj ?? null,
    validoDe: cert.validity.notBefore,
    validoAte: cert.validity.notAfter,
    impressao: createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex').toUpperCase(),
  };
}

type Bag = { key?: forge.pki.PrivateKey; cert?: forge.pki.Certificate };

/**
 * Reads a PKCS#12 with its password: the private key, the certificate that matches it (the rest is its chain), and
 * an AES-256 copy of the file that Node's TLS accepts, with the copy's own password. A wrong password is `senha`; a file that is no PKCS#12 with
 * an RSA key and its certificate is `formato`.
 */
export function readPkcs12(bytes: Uint8Array, passphrase: string): ReadCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(binary(bytes)), false, passphrase);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return {
      ok: false,
      problem: /MAC could not be verified|decrypt|Invalid password/i.test(message) ? 'senha' : 'formato',
    };
  }
  const bagsOf = (type: string) => (p12.getBags({ bagType: type })[type] ?? []) as Bag[];
  const keys = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(forge.pki.oids.keyBag)]
    .map((bag) => bag.key as forge.pki.rsa.PrivateKey | undefined)
    .filter((key): key is forge.pki.rsa.PrivateKey => !!key && 'n' in key);
  const certs = bagsOf(forge.pki.oids.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => !!cert);
  // A shrouded key that did not decrypt (no MAC to tell a wrong password first) leaves no key.
  if (keys.length === 0) return { ok: false, problem: certs.length > 0 ? 'senha' : 'formato' };
  const key = keys[0];
  const leaf = certs.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!leaf) return { ok: false, problem: 'formato' };
  const chain = certs.filter((cert) => cert !== leaf);
  const stored = randomBytes(24).toString('base64url');
  const pfx = reencodePkcs12(key, [leaf, ...chain], stored);
  try {
    createSecureContext({ pfx, passphrase: stored });
  } catch {
    return { ok: false, problem: 'formato' };
  }
  return {
    ok: true,
    info: certificateInfo(leaf),
    pfx,
    passphrase: stored,
    certPem: forge.pki.certificateToPem(leaf),
    keyPem: forge.pki.privateKeyToPem(key),
  };
}

/**
 * The key and certificates as a PKCS#12 that OpenSSL 3 reads: AES-256 (PBES2) for the key, the certificates in
 * clear as most exporters leave them, forge's SHA-1 MAC (which OpenSSL 3 takes without its legacy provider).
 */
export function reencodePkcs12(
  key: forge.pki.rsa.PrivateKey,
  certs: forge.pki.Certificate[],
  passphrase: string,
): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, certs, passphrase, {
    algorithm: 'aes256',
    count: 10_000,
    generateLocalKeyId: true,
    friendlyName: 'nfse',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** The stored form (D228): the re-encoded file and its password, sealed with a key of their own. */
export function sealCertificate(credentials: Pick<NfseCredentials, 'pfx' | 'passphrase'>): string {
  return sealJson({ pfx: credentials.pfx.toString('base64'), passphrase: credentials.passphrase }, 'nfse-certificate');
}

/**
 * The agency's certificate for signing and mutual TLS: `{ pfx, passphrase, certPem, keyPem }`, or null when none was
 * uploaded. Throws when the stored copy cannot be opened (AUTH_SECRET changed since the upload: upload it again).
 */
export async function nfseCredentials(db: Db): Promise<NfseCredentials | null> {
  const [row] = await db
    .select({ sealed: nfsePerfil.certificadoCifrado })
    .from(nfsePerfil)
    .where(eq(nfsePerfil.chave, 'agencia'));
  if (!row?.sealed) return null;
  const stored = openJson<{ pfx: string; passphrase: string }>(row.sealed, 'nfse-certificate');
  const read = readPkcs12(Buffer.from(stored.pfx, 'base64'), stored.passphrase);
  if (!read.ok) throw new Error(`o certificado guardado não pôde ser lido (${read.problem})`);
  return { pfx: read.pfx, passphrase: read.passphrase, certPem: read.certPem, keyPem: read.keyPem };
}
