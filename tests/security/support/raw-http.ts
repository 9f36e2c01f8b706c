import http from 'node:http';

/**
 * One HTTP request as a client on a chosen loopback address sends it (`localAddress`: 127.0.0.2, 127.0.0.3 … are
 * all this machine, and the server sees each as its own visitor), with the body written as given: a string, chunks
 * sent one by one (chunked), chunks with pauses (a slow upload), or nothing after a declared Content-Length.
 */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

export type RawRequest = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  from?: string;
  body?: string | Buffer;
  chunks?: Array<Buffer | { pauseMs: number }>;
  /** Send the headers only and never the declared body. */
  headersOnly?: boolean;
  timeoutMs?: number;
};

export function rawRequest(options: RawRequest): Promise<RawAnswer> {
  const url = new URL(options.url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        const settle = () => resolve({ status: res.statusCode!, headers: res.headers, body, ms: Date.now() - started });
        res.on('end', settle);
        // A server that answers early (a 413 while the body is still coming) may reset the connection before the
        // answer's end is read: then 'end' never comes, only 'close'. The answer is what counts (a second
        // resolve is a no-op).
        res.on('close', settle);
        res.on('error', settle);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close while the body is still being sent: the answer is what counts. A write
      // that failed (EPIPE) may come just before that answer is read; with none soon after, it is the outcome.
      if (answered) return;
      if (error.code === 'EPIPE') setTimeout(() => answered || reject(error), 1_000);
      else reject(error);
    });
    if (options.headersOnly) {
      req.flushHeaders();
      return;
    }
    if (!options.chunks) return void req.end(options.body);
    const queue = [...options.chunks];
    const next = () => {
      if (answered || req.destroyed) return;
      const item = queue.shift();
      if (!item) return void req.end();
      if (!Buffer.isBuffer(item)) return void setTimeout(next, item.pauseMs);
      if (req.write(item)) setImmediate(next);
      else req.once('drain', next);
    };
    next();
  });
}
