import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The Banco Central's API Pix 2.9.0 (tests/fixtures/pix-api/openapi.yaml) as a JSON Schema validator (ajv), so
 * that the stand-in PSP and the app's requests cannot drift from the standard. The document's literal schemas
 * reject some of its own examples; these repairs, made in memory, are the only departures from it:
 */
export const REPAIRS = {
  slashPatterns: 'CPF patterns are written "/^\\d{11}$/" (a JavaScript literal): read without the slashes',
  anchoredPatterns: 'patterns for txid, e2eid, money… are unanchored ("x1.00y" would pass): anchored with ^…$',
  txidOverride: "allOf [TxId, {pattern: 1–35}] means the looser pattern (a Pix may carry a static code's txid)",
  recebedorAddress: 'DadosRecebedor requires logradouro/cidade/uf/cep on the charge itself: only on recebedor',
  locTipoCob: "PayloadLocationCob (the charge's loc) requires tipoCob, which it does not define: id only",
  locationUri: '`location` is format uri, but its examples (and BR Codes) carry no scheme: any string',
  infoAdicionaisMaxItems: '`maximum: 50` on the infoAdicionais array: read as maxItems',
  descontoOneOf: 'the desconto oneOf matches a per-day discount (3–6) twice: the date list branch requires its list',
  pixListKey: 'PixConsultados requires `cobs`, but lists its Pix under `pix`: requires pix',
} as const;

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const DOC_ID = 'https://pix.bcb.gov.br/api/openapi.json';
const SPEC_PATH = path.resolve(import.meta.dirname, '../fixtures/pix-api/openapi.yaml');

function walk(node: unknown, visit: (obj: Json) => void): void {
  if (Array.isArray(node)) node.forEach((item) => walk(item, visit));
  else if (node && typeof node === 'object') {
    visit(node as Json);
    Object.values(node).forEach((value) => walk(value, visit));
  }
}

function repair(doc: Json): Json {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  walk(doc, (obj) => {
    // txidOverride first: it looks at the unrepaired pattern.
    if (Array.isArray(obj.allOf) && obj.allOf.length === 2) {
      const [ref, override] = obj.allOf as Json[];
      if (ref?.$ref === '#/components/schemas/TxId' && typeof override?.pattern === 'string') {
        delete obj.allOf;
        Object.assign(obj, { type: 'string', pattern: override.pattern });
      }
    }
    if (typeof obj.pattern === 'string') {
      let pattern = obj.pattern.replace(/^\/(.*)\/$/, '$1');
      if (!pattern.startsWith('^')) pattern = `^${pattern}`;
      if (!pattern.endsWith('$')) pattern = `${pattern}$`;
      obj.pattern = pattern;
    }
    if (obj.type === 'array' && typeof obj.maximum === 'number') {
      obj.maxItems = obj.maximum;
      delete obj.maximum;
    }
    const props = obj.properties as Record<string, Json> | undefined;
    if (props?.location?.format === 'uri') delete props.location.format;
  });
  delete schemas.DadosRecebedor.required;
  schemas.PayloadLocationCob.required = ['id'];
  const desconto = ((schemas.CobVValor.properties as Json).desconto as Json).oneOf as Json[];
  desconto[0].required = ['descontoDataFixa'];
  schemas.PixConsultados.required = ['parametros', 'pix'];
  return doc;
}

let cached: { ajv: Ajv; doc: Json } | null = null;

function load() {
  if (cached) return cached;
  const doc = repair(parse(readFileSync(SPEC_PATH, 'utf8')) as Json);
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  // Only the schemas go to ajv: compiling the whole document (paths, hundreds of examples) takes seconds.
  ajv.addSchema({ $id: DOC_ID, components: { schemas: (doc.components as Json).schemas } });
  cached = { ajv, doc };
  return cached;
}

const validators = new Map<string, ValidateFunction>();

/** The validator of a named component schema (`CobVSolicitada`, `Pix`, `Problema` …). */
export function schemaValidator(name: string): ValidateFunction {
  const key = `schema:${name}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = load().ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
    validators.set(key, validate);
  }
  return validate;
}

function resolve(node: Json | undefined): Json | undefined {
  const ref = node?.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)?.[key], load().doc);
  return resolve(target as Json);
}

function operation(method: string, template: string): Json {
  const item = ((load().doc.paths as Json)[template] ?? null) as Json | null;
  const op = item?.[method.toLowerCase()] as Json | undefined;
  if (!op) throw new Error(`API Pix has no ${method} ${template}`);
  return op;
}

function schemaOfContent(content: Json | undefined): Json | null {
  if (!content) return null;
  const media = (content['application/json'] ?? content['application/problem+json'] ?? content['application/jose']) as
    Json | undefined;
  return (media?.schema as Json | undefined) ?? null;
}

export type SchemaCheck = { ok: true } | { ok: false; errors: string[] };

/** A copy of an inline schema whose local refs ("#/components/…") point into the document. */
function absolute(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absolute);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${DOC_ID}${value}` : absolute(value),
    ]),
  );
}

function check(key: string, schema: Json | null, value: unknown): SchemaCheck {
  if (!schema)
    return value === undefined || value === null || value === ''
      ? { ok: true }
      : { ok: false, errors: [`${key}: no body expected`] };
  let validate = validators.get(key);
  if (!validate) {
    validate = load().ajv.compile(absolute(schema) as Json);
    validators.set(key, validate);
  }
  if (validate(value)) return { ok: true };
  return {
    ok: false,
    errors: (validate.errors ?? []).map((e: ErrorObject) => `${key} ${e.instancePath || '/'} ${e.message}`),
  };
}

/** Checks a request body against the operation's requestBody schema (`method`, path template as in the spec). */
export function checkRequest(method: string, template: string, body: unknown): SchemaCheck {
  const op = operation(method, template);
  const requestBody = resolve(op.requestBody as Json | undefined);
  return check(`${method} ${template} request`, schemaOfContent(requestBody?.content as Json | undefined), body);
}

/** Checks an answer's body against the schema the spec gives for that status. */
export function checkResponse(method: string, template: string, status: number, body: unknown): SchemaCheck {
  const op = operation(method, template);
  const responses = op.responses as Json;
  const response = resolve((responses[String(status)] ?? responses.default) as Json | undefined);
  if (!response) return { ok: false, errors: [`${method} ${template}: status ${status} is not in the spec`] };
  return check(`${method} ${template} ${status}`, schemaOfContent(response.content as Json | undefined), body);
}

/** The body the PSP posts to `{webhookUrl}/pix` (callback of PUT /webhook/{chave}). */
export function checkWebhookNotification(body: unknown): SchemaCheck {
  const schema = resolve({ $ref: '#/components/requestBodies/WebhookPixBody' });
  return check('webhook notification', schemaOfContent(schema?.content as Json | undefined), body);
}

/** Throws with every violation, for the stand-in and the tests. */
export function assertValid(result: SchemaCheck, what: string): void {
  if (!result.ok) throw new Error(`${what} does not follow the API Pix schema:\n${result.errors.join('\n')}`);
}
