import forge from 'node-forge';

/**
 * ICP-Brasil-like A1 certificates made at test time (D228): never a committed certificate or key. The CN is
 * "RAZÃO SOCIAL:CNPJ" and, unless left out, the CNPJ is also in the otherName 2.16.76.1.3.3 of subjectAltName.
 */
export type TestCertificate = {
  cnpj?: string;
  razaoSocial?: string;
  passphrase?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** The CNPJ in the CN (default true). */
  cnpjInCn?: boolean;
  /** The CNPJ in the otherName (default true); a string puts that value there instead. */
  otherName?: boolean | string;
  /** Encrypt as old exporters do: the certificates with RC2-40, the key with 3DES (OpenSSL 3 refuses it). */
  legacy?: boolean;
};

const DAY = 86_400_000;

function otherNameExtension(cnpj: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('2.16.76.1.3.3').getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj),
    ]),
  ]);
  const email = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, false, 'contato@aurora.com.br');
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [email, otherName]);
}

/** A key pair and its certificate (self-signed: the chain is not what these tests are about). */
export function icpBrasilCertificate(options: TestCertificate = {}) {
  const cnpj = options.cnpj ?? '11222333000181';
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '0' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY);
  const razao = options.razaoSocial ?? 'AURORA DESIGN LTDA';
  const subject = [
    { name: 'commonName', value: options.cnpjInCn === false ? razao : `${razao}:${cnpj}` },
    { name: 'organizationName', value: 'ICP-Brasil' },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const extensions: object[] = [{ name: 'basicConstraints', cA: false }];
  if (options.otherName !== false)
    extensions.push({
      id: '2.5.29.17',
      value: otherNameExtension(typeof options.otherName === 'string' ? options.otherName : cnpj),
    });
  cert.setExtensions(extensions);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: keys.privateKey, cert };
}

const der = (node: forge.asn1.Asn1) => forge.asn1.toDer(node).getBytes();

/** PKCS#12 PBE with SHA-1 and 40-bit RC2 (pbeWithSHAAnd40BitRC2-CBC), as Windows still exports certificates. */
function rc2EncryptedContentInfo(safeContentsDer: string, passphrase: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  const salt = forge.random.getBytesSync(8);
  const iterations = 2048;
  const key = forge.pkcs12.generateKey(
    passphrase,
    forge.util.createBuffer(salt),
    1,
    iterations,
    5,
    forge.md.sha1.create(),
  );
  const iv = forge.pkcs12.generateKey(
    passphrase,
    forge.util.createBuffer(salt),
    2,
    iterations,
    8,
    forge.md.sha1.create(),
  );
  const cipher = forge.rc2.createEncryptionCipher(key, 40);
  cipher.start(iv);
  cipher.update(forge.util.createBuffer(safeContentsDer));
  cipher.finish();
  const int = (n: number) =>
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
  const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    oid(forge.pki.oids.encryptedData),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        int(0),
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
          oid(forge.pki.oids.data),
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
            oid('1.2.840.113549.1.12.1.6'),
            asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
              asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, salt),
              int(iterations),
            ]),
          ]),
          asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, false, cipher.output.getBytes()),
        ]),
      ]),
    ]),
  ]);
}

/**
 * forge writes the certificates' SafeContents in clear: wrap it in RC2-40 instead and compute the MAC again, which
 * gives the layout of a legacy export (RC2-40 certificates, 3DES key, SHA-1 MAC).
 */
function toLegacy(pfx: forge.asn1.Asn1, passphrase: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  const [version, authSafe] = pfx.value as forge.asn1.Asn1[];
  const octets = ((authSafe.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0];
  const contentInfos = asn1.fromDer(octets.value as string).value as forge.asn1.Asn1[];
  const rewritten = contentInfos.map((info) => {
    const inner = ((info.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0];
    const safeContents = asn1.fromDer(inner.value as string);
    const bags = safeContents.value as forge.asn1.Asn1[];
    const isCertBag = asn1.derToOid((bags[0].value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.certBag;
    return isCertBag ? rc2EncryptedContentInfo(inner.value as string, passphrase) : info;
  });
  const authenticatedSafe = der(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, rewritten));
  const macSalt = forge.random.getBytesSync(8);
  const macKey = forge.pkcs12.generateKey(
    passphrase,
    forge.util.createBuffer(macSalt),
    3,
    2048,
    20,
    forge.md.sha1.create(),
  );
  const hmac = forge.hmac.create();
  hmac.start('sha1', macKey);
  hmac.update(authenticatedSafe);
  const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
  const macData = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        oid(forge.pki.oids.sha1),
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
      ]),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, hmac.digest().getBytes()),
    ]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, macSalt),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(2048).getBytes()),
  ]);
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    version,
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      oid(forge.pki.oids.data),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, authenticatedSafe),
      ]),
    ]),
    macData,
  ]);
}

/** The certificate as a .pfx file's bytes. */
export function icpBrasilP12(options: TestCertificate = {}): Uint8Array {
  const passphrase = options.passphrase ?? 'segredo-do-certificado';
  const { key, cert } = icpBrasilCertificate(options);
  let pfx = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  if (options.legacy) pfx = toLegacy(pfx, passphrase);
  return Buffer.from(der(pfx), 'binary');
}
