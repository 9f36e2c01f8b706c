/**
 * What a log line may hold (docs/operacao.md, Banco fora do ar, "Registros"): no session token, no address, no e-mail, nothing a
 * person typed. Used where a library writes its own lines (better-auth's logger) and for errors of unknown origin.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const IPV6 = /(?:[0-9a-f]{0,4}:){3,7}[0-9a-f]{0,4}/gi;
/** Session tokens, signing links, hashes: long runs of token characters with letters and digits (not identifiers). */
const TOKEN = /(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*/g;

export function scrubLogText(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(IPV6, '[ip]').replace(IPV4, '[ip]').replace(TOKEN, '[token]');
}

/** An error as one line: its class, its code and its scrubbed message, then the same for what it wraps. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    if (typeof e !== 'object') {
      parts.push(scrubLogText(String(e)));
      break;
    }
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    const label = [typeof name === 'string' ? name : 'Error', typeof code === 'string' ? `(${code})` : '']
      .filter(Boolean)
      .join(' ');
    // A query's first line names the statement; what follows (parameters, the server's detail) may hold values.
    const text = typeof message === 'string' ? scrubLogText(message.split('\n')[0]) : '';
    parts.push(text ? `${label}: ${text}` : label);
    e = (e as { cause?: unknown }).cause;
  }
  return parts.join(' <- ');
}
