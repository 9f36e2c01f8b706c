import 'server-only';
import { Agent, request, type Dispatcher } from 'undici';
import { isRetryableKind, kindOfStatus, type PixProblem } from '@/lib/pix/problem';
import type { PixApiConfig } from './config';
import { PixApiError } from './errors';

/**
 * HTTP to a PSP's API Pix: mutual TLS with the PSP's PKCS#12 certificate (undici Agent), an OAuth2
 * client-credentials token kept until shortly before it expires (one request at a time asks for a new one), a
 * timeout on every call, and retries with exponential backoff on 5xx, 429, timeouts and network errors, which the
 * API's operations tolerate (PUT by txid or devolução id, PATCH and GET repeat to the same effect). A 401 drops
 * the token and tries once more with a new one. RFC 7807 answers become PixApiError with a message for staff.
 */
export type PixResponse = { status: number; json: unknown };

const TOKEN_MARGIN_MS = 60_000;

export class PixHttpClient {
  private readonly agent: Agent;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly config: PixApiConfig,
    private readonly sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ) {
    try {
      this.agent = new Agent({
        connect: { pfx: config.pfx, passphrase: config.passphrase, ...(config.ca ? { ca: config.ca } : {}) },
        // A few kept-alive connections per PSP: a burst of notifications reuses them instead of paying a TLS
        // handshake each.
        connections: 8,
        headersTimeout: config.timeoutMs,
        bodyTimeout: config.timeoutMs,
      });
    } catch (cause) {
      throw new PixApiError('certificate', { cause });
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** One call with a JSON body; answers 2xx and 404 (null for the caller), throws for the rest. */
  async call(method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<PixResponse> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const token = await this.accessToken();
        const response = await this.send(
          method,
          this.apiUrl(path),
          {
            ...this.config.apiHeaders,
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body === undefined ? undefined : JSON.stringify(body),
        );
        if (response.status === 401 && !renewed) {
          renewed = true;
          this.token = null;
          attempt--;
          continue;
        }
        if ((response.status >= 200 && response.status < 300) || response.status === 404) return response;
        throw new PixApiError(kindOfStatus(response.status), {
          status: response.status,
          problem: asProblem(response.json),
        });
      } catch (error) {
        const failure = toPixError(error);
        if (!isRetryableKind(failure.kind) || attempt >= this.config.retries) throw failure;
        await this.sleep(this.config.backoffMs * 2 ** attempt * (0.75 + Math.random() / 2));
      }
    }
  }

  private apiUrl(path: string): string {
    const url = `${this.config.baseUrl}${path}`;
    if (!this.config.apiQuery) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${this.config.apiQuery}`;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + TOKEN_MARGIN_MS) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (this.config.scopes) form.set('scope', this.config.scopes);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (this.config.tokenAuth === 'basic') {
      const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
      headers.authorization = `Basic ${basic}`;
    } else {
      form.set('client_id', this.config.clientId);
      if (this.config.clientSecret) form.set('client_secret', this.config.clientSecret);
    }
    const response = await this.send('POST', this.config.tokenUrl, headers, form.toString());
    const json = response.json as { access_token?: unknown; expires_in?: unknown } | null;
    if (response.status === 400 || response.status === 401 || response.status === 403)
      throw new PixApiError('unauthorized', { status: response.status, problem: asProblem(response.json) });
    if (response.status >= 300) throw new PixApiError(kindOfStatus(response.status), { status: response.status });
    if (typeof json?.access_token !== 'string') throw new PixApiError('unreadable', { status: response.status });
    const seconds = Number(json.expires_in);
    this.token = {
      value: json.access_token,
      expiresAt: Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 300) * 1000,
    };
    return json.access_token;
  }

  private async send(
    method: Dispatcher.HttpMethod,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<PixResponse> {
    const response = await request(url, {
      method,
      headers: { accept: 'application/json', ...headers },
      body,
      dispatcher: this.agent,
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    const text = await response.body.text();
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.statusCode < 300) throw new PixApiError('unreadable', { status: response.statusCode });
      }
    }
    return { status: response.statusCode, json };
  }
}

function asProblem(json: unknown): PixProblem | null {
  return json && typeof json === 'object' ? (json as PixProblem) : null;
}

/** Anything thrown on the way (undici's errors, the abort signal, TLS) as a PixApiError. */
export function toPixError(error: unknown): PixApiError {
  if (error instanceof PixApiError) return error;
  const err = error as { name?: string; code?: string; message?: string };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError' || /TIMEOUT/.test(err?.code ?? ''))
    return new PixApiError('timeout', { cause: error });
  if (/PKCS12|mac verify|pfx|passphrase/i.test(err?.message ?? ''))
    return new PixApiError('certificate', { cause: error });
  return new PixApiError('network', { cause: error });
}
