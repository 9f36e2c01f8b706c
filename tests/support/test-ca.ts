import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A certificate authority made at test time (never committed), with the certificates of a mutual-TLS exchange:
 * the PSP's server certificate (127.0.0.1, localhost), a client certificate for the app as a PKCS#12 file with a
 * password (what a PSP hands an account holder), and one for the PSP to present when it calls the app's webhook.
 * Keys come from Node's native RSA (fast); node-forge writes the certificates and the PKCS#12.
 */
export type Issued = { certPem: string; keyPem: string };
export type TestCa = {
  caPem: string;
  server: Issued;
  client: Issued & { p12: Buffer; password: string };
  pspClient: Issued;
  /** A client certificate from another authority: a PSP must refuse it. */
  stranger: { p12: Buffer; password: string };
  /**
   * Only when asked (`makeTestCa({ eCnpj })`): a company's certificate as ICP-Brasil e-CNPJ certificates name it,
   * CN "RAZÃO SOCIAL:CNPJ", for signing a DPS and presenting it to the stand-in Sefin (D215).
   */
  eCnpj?: Issued & { p12: Buffer; password: string; cnpj: string };
};

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    keyPem,
    privateKey: forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function certificate(options: {
  commonName: string;
  publicKey: forge.pki.PublicKey;
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };
  signingKey: forge.pki.rsa.PrivateKey;
  extensions: object[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [
    // forge writes a PrintableString unless told otherwise; "RAZÃO" needs a UTF8String, as ICP-Brasil writes it.
    /[^\x00-\x7f]/.test(options.commonName)
      ? {
          name: 'commonName',
          value: options.commonName,
          valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
        }
      : { name: 'commonName', value: options.commonName },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : subject);
  cert.setExtensions(options.extensions);
  cert.sign(options.signingKey, forge.md.sha256.create());
  return cert;
}

function p12(
  cert: forge.pki.Certificate,
  key: forge.pki.rsa.PrivateKey,
  chain: forge.pki.Certificate[],
  password: string,
) {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert, ...chain], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

function authority(name: string) {
  const keys = keyPair();
  const cert = certificate({
    commonName: name,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ],
  });
  return { cert, key: keys.privateKey };
}

function issue(ca: ReturnType<typeof authority>, commonName: string, server: boolean) {
  const keys = keyPair();
  const cert = certificate({
    commonName,
    publicKey: keys.publicKey,
    issuer: ca,
    signingKey: ca.key,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: server, clientAuth: !server },
      ...(server
        ? [
            {
              name: 'subjectAltName',
              altNames: [
                { type: 7, ip: '127.0.0.1' },
                { type: 2, value: 'localhost' },
              ],
            },
          ]
        : []),
    ],
  });
  return { cert, key: keys.privateKey, issued: { certPem: forge.pki.certificateToPem(cert), keyPem: keys.keyPem } };
}

export function makeTestCa(options: { eCnpj?: { razaoSocial: string; cnpj: string } } = {}): TestCa {
  const ca = authority('Stand-in PSP test CA');
  const server = issue(ca, '127.0.0.1', true);
  const client = issue(ca, 'agencia-web app', false);
  const pspClient = issue(ca, 'stand-in PSP webhook caller', false);
  const other = authority('Unknown CA');
  const stranger = issue(other, 'someone else', false);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const company = options.eCnpj ? issue(ca, `${options.eCnpj.razaoSocial}:${options.eCnpj.cnpj}`, false) : undefined;
  return {
    caPem: forge.pki.certificateToPem(ca.cert),
    server: server.issued,
    client: { ...client.issued, p12: p12(client.cert, client.key, [ca.cert], password), password },
    pspClient: pspClient.issued,
    stranger: { p12: p12(stranger.cert, stranger.key, [other.cert], 'x'), password: 'x' },
    ...(company && options.eCnpj
      ? {
          eCnpj: {
            ...company.issued,
            p12: p12(company.cert, company.key, [ca.cert], password),
            password,
            cnpj: options.eCnpj.cnpj,
          },
        }
      : {}),
  };
}
