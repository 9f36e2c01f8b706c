import { describe, expect, it } from 'vitest';
import { tokenFromSigningPath } from '@/lib/signatures/signing-view';

describe('tokenFromSigningPath (the static signing shell reads its token from the address bar)', () => {
  it('reads the token of /assinar/{token}, with or without a trailing slash', () => {
    expect(tokenFromSigningPath('/assinar/AbC_12-xyz')).toBe('AbC_12-xyz');
    expect(tokenFromSigningPath('/assinar/AbC_12-xyz/')).toBe('AbC_12-xyz');
    expect(tokenFromSigningPath('/assinar/a%20b')).toBe('a b');
  });

  it('answers empty for any other address (the API then answers "not-found")', () => {
    for (const path of ['/assinar', '/assinar/', '/assinar/a/b', '/outra/abc', '/assinar/%E0%A4%A']) expect(tokenFromSigningPath(path), path).toBe('');
  });
});
