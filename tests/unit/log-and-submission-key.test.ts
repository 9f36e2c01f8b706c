import { describe, expect, it } from 'vitest';
import { describeError, scrubLogText } from '@/lib/log-scrub';
import { newSubmissionKey, submissionKeys } from '@/lib/submission-key';
import { ZSubmissionKey } from '@/lib/validation/submission';

describe('log lines hold no token, address or e-mail', () => {
  it('scrubs them and keeps identifiers and times readable', () => {
    expect(
      scrubLogText('session AbCdEf0123456789xyzQWE.sig for ana@x.com.br from 203.0.113.9 / 2001:db8::1 at 12:30:45'),
    ).toBe('session [token] for [e-mail] from [ip] / [ip] at 12:30:45');
    expect(scrubLogText('violates signature_documents_token_idx')).toBe('violates signature_documents_token_idx');
  });

  it('describes an error chain by class, code and the first line of each message', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    const error = new Error('Failed query: select 1\nparams: ana@x.com', { cause });
    expect(describeError(error)).toBe(
      'Error: Failed query: select 1 <- Error (ECONNREFUSED): connect ECONNREFUSED [ip]:5432',
    );
  });
});

describe('a public form submission key', () => {
  it('is a UUID v4 the server accepts', () => {
    for (let i = 0; i < 20; i++) expect(ZSubmissionKey.safeParse(newSubmissionKey()).success).toBe(true);
  });

  it('stays the same while the same content is resent, and changes with the content or after a success', () => {
    const keys = submissionKeys();
    const first = keys.keyFor({ name: 'Ana', message: 'Oi' });
    expect(keys.keyFor({ name: 'Ana', message: 'Oi' })).toBe(first);
    const edited = keys.keyFor({ name: 'Ana', message: 'Olá' });
    expect(edited).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ name: 'Ana', message: 'Olá' })).not.toBe(edited);
  });
});
