/**
 * The browser's side of a public form's submission key (lib/validation/submission.ts): one key per content, kept
 * while the person sends the same content again (a retry after a timeout or an error, a second click) and
 * replaced as soon as the content changes or a submission succeeded. No zod, no catalogue: it ships with forms.
 */

/** A random UUID v4 from getRandomValues: `crypto.randomUUID` exists only on HTTPS and localhost. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SubmissionKeys = {
  /** The key for this content: the previous one when the content is the same as the last attempt's. */
  keyFor: (values: unknown) => string;
  /** After a success: the next submission, even of the same content, is a new one. */
  done: () => void;
};

export function submissionKeys(): SubmissionKeys {
  let last: string | null = null;
  let key = '';
  return {
    keyFor(values) {
      const content = JSON.stringify(values);
      if (content !== last) {
        last = content;
        key = newSubmissionKey();
      }
      return key;
    },
    done() {
      last = null;
    },
  };
}
