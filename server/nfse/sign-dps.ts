import 'server-only';
import { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';

/**
 * The XMLDSig of a DPS (D204), as the bundled xmldsig schema fixes it: an enveloped signature of `infDPS`
 * (Reference `#<Id>`), inclusive C14N 1.0, RSA-SHA1 over a SHA-1 digest, transforms enveloped-signature then C14N,
 * and the signer's certificate (one, the leaf) in KeyInfo/X509Data/X509Certificate. The `Signature` goes where
 * `TCDPS` wants it: after `infDPS`, inside `DPS`. SHA-1 is not our choice: `xmldsig-core-schema.xsd` fixes these
 * algorithm URIs, and a DPS signed otherwise fails the Sefin's own schema check.
 */
export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
export const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/**
 * The documents the product signs the same way (D204, D212): the DPS on `infDPS`, the event request on `infPedReg`,
 * and, in the tests' stand-in Sefin only, the authorised NFS-e on `infNFSe` (the Sefin's own signature).
 */
export const SIGNED_PARTS = {
  DPS: { inf: 'infDPS', id: 'DPS\\d{42}' },
  pedRegEvento: { inf: 'infPedReg', id: 'PRE\\d{56}' },
  NFSe: { inf: 'infNFSe', id: 'NFS\\d{50}' },
} as const;
export type SignedDocument = keyof typeof SIGNED_PARTS;

export type DpsSigner = {
  /** The private key, PEM (PKCS#1 or PKCS#8), as read from the company's A1 certificate. */
  keyPem: string;
  /** The signer's certificate, PEM; when a chain is given, its first certificate is the signer's. */
  certPem: string;
};

/** The first certificate of a PEM text, as one base64 line; throws when there is none. */
function leafCertificate(certPem: string): string {
  const match = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(certPem);
  if (!match) throw new TypeError('No certificate in certPem');
  // Parsed once to refuse a damaged certificate here rather than publish it in KeyInfo.
  new X509Certificate(match[0]);
  return match[1].replace(/\s+/g, '');
}

/** The DPS with its signature; the input must be one DPS with an `infDPS` that carries its Id. */
export function signDps(xml: string, signer: DpsSigner): string {
  return signDocument('DPS', xml, signer);
}

/** The event request (`pedRegEvento`, D212) with its signature on `infPedReg`. */
export function signPedRegEvento(xml: string, signer: DpsSigner): string {
  return signDocument('pedRegEvento', xml, signer);
}

/** One of SIGNED_PARTS, signed on its `inf…` element, the `Signature` after it inside the root. */
export function signDocument(root: SignedDocument, xml: string, signer: DpsSigner): string {
  const { inf, id } = SIGNED_PARTS[root];
  const certificate = leafCertificate(signer.certPem);
  if (!new RegExp(`<${inf}\\b[^>]*\\sId="${id}"`).test(xml)) throw new TypeError(`Not a ${root} with an ${inf} Id`);
  // Only a signature of this element counts: an NFS-e carries its DPS, signed by the provider, inside `infNFSe`.
  if (new RegExp(`</${inf}>\\s*<(?:\\w+:)?Signature\\b`).test(xml))
    throw new TypeError(`The ${root} is already signed`);
  const xpath = `/*[local-name(.)='${root}']/*[local-name(.)='${inf}']`;
  const sig = new SignedXml({
    privateKey: signer.keyPem,
    canonicalizationAlgorithm: C14N,
    signatureAlgorithm: RSA_SHA1,
    // Only X509Data with one X509Certificate: KeyInfoType of the bundled schema allows nothing else.
    getKeyInfoContent: () => `<X509Data><X509Certificate>${certificate}</X509Certificate></X509Data>`,
  });
  // xml-crypto takes the Reference URI from the element's existing Id attribute (`#DPS…`), adding none.
  sig.addReference({ xpath, digestAlgorithm: SHA1, transforms: [ENVELOPED, C14N] });
  sig.computeSignature(xml, { location: { reference: xpath, action: 'after' } });
  return sig.getSignedXml();
}
