import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the WhatsApp Business Cloud API (D22), started by a test. It answers
 * `POST /{version}/{phone-number-id}/messages` as Meta documents it: a bearer token (else error 190), a
 * `{ messaging_product, contacts[{ input, wa_id }], messages[{ id: "wamid…" }] }` answer, or a Graph API error
 * `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }`. It checks the shape
 * of every message against the templates it is told about (name, language, body parameter count, the copy-code
 * button of an authentication template) and answers 132001/132000/100 when they do not match, as Meta does; each
 * such mismatch is also kept in `shapeErrors` so a test can assert there were none. It plays the documented
 * failures on chosen numbers (131026, 131047, 130429, a plain 429, a 5xx) and calls the app's webhook with
 * `X-Hub-Signature-256` signed status reports and incoming messages.
 */
export type FakeTemplate = { language: string; bodyParameters: number; codeButton?: boolean };

export type Behaviour =
  | 'undeliverable' // HTTP 400, code 131026
  | 'undeliverable-later' // accepted, then a `failed` status with 131026 through the webhook
  | 're-engagement' // HTTP 400, code 131047
  | 'rate-limit' // HTTP 400, code 130429
  | 'http-429' // HTTP 429, code 130429
  | 'server-error'; // HTTP 503, code 2

export type SentMessage = { wamid: string; to: string; body: Record<string, unknown> };

type Json = Record<string, unknown>;
type Webhook = string | ((request: Request) => Promise<Response>);

const WABA_ID = '102290129340398';
const DISPLAY_NUMBER = '15550783881';

const graphError = (code: number, message: string, details: string, type = 'OAuthException') => ({
  error: {
    message,
    type,
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: `A${randomBytes(8).toString('hex')}`,
  },
});

const ERRORS: Record<Behaviour, [number, Json] | null> = {
  undeliverable: [400, graphError(131026, '(#131026) Message undeliverable', 'Message Undeliverable.')],
  're-engagement': [
    400,
    graphError(
      131047,
      '(#131047) Re-engagement message',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    ),
  ],
  'rate-limit': [
    400,
    graphError(
      130429,
      '(#130429) Rate limit hit',
      'Message failed to send because there were too many messages sent from this phone number in a short period of time.',
    ),
  ],
  'http-429': [429, graphError(130429, '(#130429) Rate limit hit', 'Too many messages in a short period of time.')],
  'server-error': [503, graphError(2, '(#2) Service temporarily unavailable', 'Service temporarily unavailable.')],
  'undeliverable-later': null,
};

const FAILED_131026 = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
};

/** Meta's rule for a template's text parameter: not empty, no line break or tab, at most four spaces in a row. */
const badParameter = (text: unknown) => typeof text !== 'string' || text === '' || /[\n\t]| {5,}/.test(text);

export async function startFakeWhatsApp(options: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  templates: Record<string, FakeTemplate>;
  webhook?: Webhook;
}) {
  const requests: { method: string; path: string; headers: IncomingMessage['headers']; body: Json | null }[] = [];
  const sent: SentMessage[] = [];
  const shapeErrors: string[] = [];
  const behaviours = new Map<string, { behaviour: Behaviour; times: number }>();
  const pendingFailures: SentMessage[] = [];
  let seq = 0;
  let webhook = options.webhook;

  const wamidFor = (to: string) =>
    `wamid.${Buffer.from(`${to}:${++seq}:${randomBytes(6).toString('hex')}`).toString('base64')}`;

  /** Checks a message body as Meta would; answers the error to send back, or null. */
  function checkShape(body: Json): [number, Json] | null {
    const refuse = (code: number, title: string, details: string): [number, Json] => {
      shapeErrors.push(`${code} ${details}`);
      return [400, graphError(code, `(#${code}) ${title}`, details)];
    };
    if (body.messaging_product !== 'whatsapp')
      return refuse(100, 'Invalid parameter', 'messaging_product must be whatsapp');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to))
      return refuse(100, 'Invalid parameter', `invalid "to": ${String(body.to)}`);
    if (body.type === 'text') {
      const text = body.text as Json | undefined;
      if (typeof text?.body !== 'string' || text.body.trim() === '' || text.body.length > 4096)
        return refuse(100, 'Invalid parameter', 'text.body must be 1 to 4096 characters');
      return null;
    }
    if (body.type !== 'template') return refuse(100, 'Invalid parameter', `unsupported type ${String(body.type)}`);
    const template = body.template as Json | undefined;
    const name = String(template?.name ?? '');
    const language = (template?.language as Json | undefined)?.code;
    const known = options.templates[name];
    if (!known || known.language !== language)
      return refuse(
        132001,
        'Template name does not exist in the translation',
        `template name (${name}) does not exist in ${String(language)}`,
      );
    const components = (template?.components as Json[] | undefined) ?? [];
    const bodyComponent = components.find((c) => c.type === 'body');
    const parameters = (bodyComponent?.parameters as Json[] | undefined) ?? [];
    if (parameters.length !== known.bodyParameters)
      return refuse(
        132000,
        'Number of parameters does not match the expected number of params',
        `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${known.bodyParameters})`,
      );
    const bad = parameters.findIndex((p) => p.type !== 'text' || badParameter(p.text));
    if (bad >= 0)
      return refuse(
        100,
        'Invalid parameter',
        `body parameter ${bad + 1} is not valid text: ${String(parameters[bad].text)}`,
      );
    const button = components.find((c) => c.type === 'button');
    if (known.codeButton) {
      const code = ((button?.parameters as Json[] | undefined) ?? [])[0]?.text;
      if (button?.sub_type !== 'url' || button.index !== '0' || code !== parameters[0]?.text)
        return refuse(131008, 'Required parameter is missing', 'authentication template needs its copy-code button');
    } else if (button) {
      return refuse(132000, 'Number of parameters does not match the expected number of params', 'unexpected button');
    }
    const unknown = components.filter((c) => c.type !== 'body' && c.type !== 'button');
    if (unknown.length) return refuse(100, 'Invalid parameter', `unexpected component ${String(unknown[0].type)}`);
    return null;
  }

  function answer(path: string, headers: IncomingMessage['headers'], body: Json | null): [number, Json] {
    if (headers.authorization !== `Bearer ${options.token}`)
      return [401, graphError(190, 'Invalid OAuth access token - Cannot parse access token', 'Invalid access token.')];
    if (!new RegExp(`^/v\\d+\\.\\d+/${options.phoneNumberId}/messages$`).test(path))
      return [400, graphError(100, 'Unsupported post request', `Unknown path ${path}`, 'GraphMethodException')];
    if (!body) return [400, graphError(100, 'Invalid parameter', 'The request body is not JSON.')];
    const shape = checkShape(body);
    if (shape) return shape;
    const to = String(body.to);
    const rule = behaviours.get(to);
    if (rule && rule.times > 0) {
      rule.times--;
      const error = ERRORS[rule.behaviour];
      if (error) return error;
    }
    const message = { wamid: wamidFor(to), to, body };
    sent.push(message);
    if (rule?.behaviour === 'undeliverable-later') pendingFailures.push(message);
    return [
      200,
      {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: message.wamid, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }],
      },
    ];
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Json | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Json) : null;
      } catch {
        body = null;
      }
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const [status, json] =
        req.method === 'POST' ? answer(path, req.headers, body) : [405, graphError(100, 'Unsupported', 'POST only')];
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const envelope = (value: Json) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA_ID,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: DISPLAY_NUMBER, phone_number_id: options.phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });

  /** The signature Meta sends: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
  const sign = (raw: string, secret = options.appSecret) =>
    `sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`;

  /** POSTs a body to the webhook as Meta does; `signature: null` leaves the header out. */
  async function post(payload: Json, signature?: string | null): Promise<Response> {
    if (!webhook) throw new Error('fake WhatsApp: no webhook to call');
    const raw = JSON.stringify(payload);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const header = signature === undefined ? sign(raw) : signature;
    if (header !== null) headers['X-Hub-Signature-256'] = header;
    const request = new Request(typeof webhook === 'string' ? webhook : 'http://app.test/api/webhooks/whatsapp', {
      method: 'POST',
      headers,
      body: raw,
    });
    return typeof webhook === 'string' ? fetch(request) : webhook(request);
  }

  const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

  function statusPayload(message: SentMessage, status: 'sent' | 'delivered' | 'read' | 'failed', at: Date) {
    return envelope({
      statuses: [
        {
          id: message.wamid,
          status,
          timestamp: seconds(at),
          recipient_id: message.to,
          ...(status === 'failed'
            ? { errors: [FAILED_131026] }
            : {
                conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
              }),
        },
      ],
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sent,
    shapeErrors,
    sign,
    envelope,
    /** The app's webhook: a URL, or the route handler itself (called with a Request). */
    setWebhook(target: Webhook) {
      webhook = target;
    },
    /** The next `times` messages to this number (digits) meet this failure. */
    behave(to: string, behaviour: Behaviour, times = 1) {
      behaviours.set(to, { behaviour, times });
    },
    /** A status report for a message this fake accepted, signed (or with the given signature). */
    report(message: SentMessage, status: 'sent' | 'delivered' | 'read', at = new Date(), signature?: string | null) {
      return post(statusPayload(message, status, at), signature);
    },
    /** The `failed` reports (131026) of the messages accepted with the `undeliverable-later` behaviour. */
    async reportFailures(at = new Date()) {
      const answers = [];
      for (const message of pendingFailures.splice(0)) answers.push(await post(statusPayload(message, 'failed', at)));
      return answers;
    },
    /** A client's text message to the business, as the `messages` webhook describes it. */
    incoming(from: string, text: string, opts: { name?: string; at?: Date; signature?: string | null } = {}) {
      const at = opts.at ?? new Date();
      const wamid = `wamid.${Buffer.from(`in:${from}:${++seq}`).toString('base64')}`;
      const payload = envelope({
        contacts: [{ profile: { name: opts.name ?? 'Cliente' }, wa_id: from }],
        messages: [{ from, id: wamid, timestamp: seconds(at), type: 'text', text: { body: text } }],
      });
      return post(payload, opts.signature);
    },
    /** Any payload, signed or not: for the refusals. */
    post,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
