import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { validateXML } from 'xmllint-wasm';
import { DPS_LAYOUT, type DpsLayout, NFSE_NAMESPACE } from '@/lib/nfse/dps';

/**
 * A DPS checked against the official XSD of its layout (D201), vendored unchanged in server/nfse/schemas/, with
 * libxml2 compiled to WebAssembly (xmllint-wasm: no native build, no network; it runs in a worker thread of its
 * own). What the schema refuses comes back as xmllint's messages, for a log or a test, never for a client.
 */
export type XsdResult = { ok: true } | { ok: false; errors: string[] };

/** Far above any DPS (a few KB, 2 000 characters of description at most); refused before xmllint sees it (D203). */
export const MAX_DPS_BYTES = 1024 * 1024;

const SCHEMA_ROOT = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/nfse/schemas');

const LAYOUT_FILES: Record<DpsLayout, { dir: string; main: string }> = {
  '1.00': { dir: 'v1_00', main: 'DPS_v1.00.xsd' },
  '1.01': { dir: 'v1_01', main: 'DPS_v1.01.xsd' },
};

/**
 * The one defect of layout 1.01 (D203): `TSSerieDPS` is written `^0{0,4}\d{1,5}$`, but an XML Schema pattern is
 * always anchored and has no `^`/`$` metacharacters, so libxml2 reads them as literal characters and refuses every
 * real series ("1", "00001"). The anchors are stripped here, in memory, and nothing else: the check that stays is
 * the one the schema means (up to five digits). The vendored file keeps its bytes.
 */
const SERIE_DEFECT = '<xs:pattern value="^0{0,4}\\d{1,5}$"/>';
const SERIE_FIXED = '<xs:pattern value="0{0,4}\\d{1,5}"/>';

type SchemaFile = { fileName: string; contents: string };
type SchemaSet = { main: SchemaFile; preload: SchemaFile[] };
const schemaSets = new Map<DpsLayout, Promise<SchemaFile[]>>();

async function loadSchemas(layout: DpsLayout): Promise<SchemaFile[]> {
  const { dir } = LAYOUT_FILES[layout];
  const folder = path.join(SCHEMA_ROOT, dir);
  const names = (await readdir(folder)).filter((name) => name.endsWith('.xsd')).sort();
  const files = await Promise.all(
    names.map(async (fileName) => ({ fileName, contents: await readFile(path.join(folder, fileName), 'utf8') })),
  );
  if (layout === '1.01') {
    const simples = files.find((file) => file.fileName === 'tiposSimples_v1.01.xsd');
    // A new copy of the schemas without the defect (or with another) must be looked at, not patched blindly.
    if (!simples || !simples.contents.includes(SERIE_DEFECT)) throw new Error('TSSerieDPS defect not found (D203)');
    simples.contents = simples.contents.replace(SERIE_DEFECT, SERIE_FIXED);
  }
  return files;
}

async function schemasFor(layout: DpsLayout, main = LAYOUT_FILES[layout].main): Promise<SchemaSet> {
  const files = await layoutFiles(layout);
  const mainFile = files.find((file) => file.fileName === main);
  if (!mainFile) throw new Error(`Missing schema ${LAYOUT_FILES[layout].dir}/${main}`);
  // Every other file of the layout is preloaded: the main schema includes and imports them, directly or not.
  return { main: mainFile, preload: files.filter((file) => file !== mainFile) };
}

function layoutFiles(layout: DpsLayout): Promise<SchemaFile[]> {
  let set = schemaSets.get(layout);
  if (!set) {
    set = loadSchemas(layout);
    set.catch(() => schemaSets.delete(layout));
    schemaSets.set(layout, set);
  }
  return set;
}

/** Validates a DPS (signed or not) against the XSD of `layout`, the one the product emits by default (D201). */
export async function validateDps(xml: string, layout: DpsLayout = DPS_LAYOUT): Promise<XsdResult> {
  return validateDocument(xml, layout, LAYOUT_FILES[layout].main, 'DPS');
}

/** Validates an authorised NFS-e (the Sefin's answer, its DPS inside) against `NFSe_v<layout>.xsd` (D223). */
export async function validateNfse(xml: string, layout: DpsLayout = DPS_LAYOUT): Promise<XsdResult> {
  return validateDocument(xml, layout, `NFSe_v${layout}.xsd`, 'NFSe');
}

/** Validates an event request (`pedRegEvento`, the cancellation of D212) against pedRegEvento_v1.01.xsd. */
export async function validatePedRegEvento(xml: string): Promise<XsdResult> {
  return validateDocument(xml, '1.01', 'pedRegEvento_v1.01.xsd', 'pedRegEvento');
}

async function validateDocument(xml: string, layout: DpsLayout, schema: string, rootName: string): Promise<XsdResult> {
  const bytes = Buffer.byteLength(xml, 'utf8');
  if (bytes > MAX_DPS_BYTES)
    return { ok: false, errors: [`${rootName} too large: ${bytes} bytes (at most ${MAX_DPS_BYTES})`] };
  const { main, preload } = await schemasFor(layout, schema);
  const result = await validateXML({ xml: [{ fileName: 'dps.xml', contents: xml }], schema: [main], preload });
  if (result.valid) {
    // The schema also declares the imported ds:Signature as a global element, so a lone <Signature> document passes
    // xmllint: what is valid must also be a DPS.
    const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    if (root?.localName === rootName && root.namespaceURI === NFSE_NAMESPACE) return { ok: true };
    return {
      ok: false,
      errors: [`The root element is {${root?.namespaceURI ?? ''}}${root?.localName}, not a ${rootName}`],
    };
  }
  const errors = result.errors.map((error) =>
    error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.message || error.rawMessage,
  );
  return { ok: false, errors: errors.length > 0 ? errors : [result.rawOutput.trim() || `invalid ${rootName}`] };
}
