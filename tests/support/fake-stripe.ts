import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as Stripe's API would have received it: form-encoded params, headers. */
export type StripeRequest = {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
};

type Json = Record<string, unknown>;

/**
 * A local HTTP server that answers as Stripe's documented API does for the calls the app makes
 * (Checkout Sessions, customers, invoices, invoice items), so that the real Stripe SDK can be pointed at
 * it (STACK-NOTES 17). Tests read what was sent and set what a session looks like later.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  let seq = 0;
  const next = (prefix: string) => `${prefix}_test_${(++seq).toString().padStart(6, '0')}`;
  const metadataOf = (params: URLSearchParams, prefix = 'metadata') => {
    const meta: Record<string, string> = {};
    for (const [key, value] of params) {
      const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`).exec(key);
      if (match) meta[match[1]] = value;
    }
    return meta;
  };

  const handle = (req: StripeRequest): [number, Json] => {
    const { method, path, params } = req;
    if (req.headers.authorization !== 'Bearer sk_test_fake')
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.get('line_items[0][price_data][product_data][name]')?.includes('RECUSAR')) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'parameter_invalid',
              message: 'The payment method type provided: pix is invalid.',
            },
          },
        ];
      }
      const id = next('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        currency: 'brl',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        metadata: metadataOf(params),
        payment_intent: null,
        subscription: null,
        invoice: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      return [200, session];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      return session
        ? [200, session]
        : [
            404,
            {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such checkout.session: '${sessionMatch[1]}'`,
              },
            },
          ];
    }
    if (method === 'POST' && path === '/v1/customers')
      return [200, { id: next('cus'), object: 'customer', email: params.get('email'), name: params.get('name') }];
    if (method === 'POST' && path === '/v1/invoices') {
      const id = next('in');
      const invoice = {
        id,
        object: 'invoice',
        status: 'draft',
        customer: params.get('customer'),
        currency: 'brl',
        due_date: Number(params.get('due_date')),
        metadata: metadataOf(params),
        hosted_invoice_url: null,
      };
      invoices.set(id, invoice);
      return [200, invoice];
    }
    if (method === 'POST' && path === '/v1/invoiceitems')
      return [
        200,
        {
          id: next('ii'),
          object: 'invoiceitem',
          amount: Number(params.get('amount')),
          currency: params.get('currency'),
          invoice: params.get('invoice'),
        },
      ];
    const finalize = /^\/v1\/invoices\/(\w+)\/finalize$/.exec(path);
    if (method === 'POST' && finalize) {
      const invoice = invoices.get(finalize[1]);
      if (!invoice) return [404, { error: { type: 'invalid_request_error', message: 'No such invoice' } }];
      Object.assign(invoice, { status: 'open', hosted_invoice_url: `https://invoice.stripe.com/i/${invoice.id}` });
      return [200, invoice];
    }
    const invoiceMatch = /^\/v1\/invoices\/(\w+)$/.exec(path);
    if (method === 'GET' && invoiceMatch) {
      const invoice = invoices.get(invoiceMatch[1]);
      return invoice ? [200, invoice] : [404, { error: { type: 'invalid_request_error', message: 'No such invoice' } }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const request = { method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers };
      requests.push(request);
      const [status, json] = handle(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    sessions,
    invoices,
    /** The requests made since `from` (an index in `requests`). */
    since: (from: number) => requests.slice(from),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
