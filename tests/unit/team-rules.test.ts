import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { describeDevice } from '@/lib/auth/device';
import { pageRole } from '@/lib/auth/page-roles';
import { hasRole } from '@/lib/auth/roles';
import { removesAnOwner } from '@/lib/auth/team-rules';
import { m } from '@/lib/messages';
import { ZNewPassword } from '@/lib/validation/password';
import { ZAcceptInvite, ZInvite } from '@/lib/validation/team';

describe('roles (D68)', () => {
  it('lets a bigger role do what a smaller one may', () => {
    expect(hasRole('owner', 'admin')).toBe(true);
    expect(hasRole('admin', 'member')).toBe(true);
    expect(hasRole('admin', 'owner')).toBe(false);
    expect(hasRole('member', 'admin')).toBe(false);
  });

  it('gives /equipe to the owner, the settings to admins, the rest to members', () => {
    expect(pageRole('/equipe')).toBe('owner');
    expect(pageRole('/equipe?pessoa=1')).toBe('owner');
    expect(pageRole('/configuracoes/cobranca')).toBe('admin');
    expect(pageRole('/configuracoes/regua')).toBe('admin');
    expect(pageRole('/cobrancas/123')).toBe('member');
    expect(pageRole('/conta')).toBe('member');
    expect(pageRole('/equipes-de-venda')).toBe('member');
  });

  it('says when a change takes an active owner away', () => {
    const owner = { role: 'owner' as const, disabledAt: null };
    expect(removesAnOwner(owner, { role: 'admin', disabled: false })).toBe(true);
    expect(removesAnOwner(owner, { role: 'owner', disabled: true })).toBe(true);
    expect(removesAnOwner(owner, { role: 'owner', disabled: false })).toBe(false);
    expect(removesAnOwner({ role: 'owner', disabledAt: new Date() }, { role: 'member', disabled: true })).toBe(false);
    expect(removesAnOwner({ role: 'admin', disabledAt: null }, { role: 'member', disabled: true })).toBe(false);
  });
});

describe('new passwords (D70)', () => {
  it('needs at least 10 characters', () => {
    expect(ZNewPassword.safeParse('curta-123').error?.issues[0].message).toBe(m.passwords.min);
    expect(ZNewPassword.safeParse('cavalo-bateria').success).toBe(true);
  });

  it('knows the common leaked passwords, in any case and with a trailing symbol', () => {
    for (const p of ['1234567890', 'qwertyuiop', 'QWERTYUIOP', 'senha12345', 'Senha12345!', 'password123'])
      expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('cavalo-bateria-grampo-9')).toBe(false);
  });

  it('asks the invitee for a name and the same password twice', () => {
    const result = ZAcceptInvite.safeParse({
      token: 'x'.repeat(43),
      name: ' ',
      password: 'cavalo-bateria-1',
      confirm: 'outra-coisa-1',
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain(m.authExtra.inviteNameRequired);
    expect(messages).toContain(m.passwords.mismatch);
  });

  it('takes an invitation e-mail in lower case with a known role', () => {
    expect(ZInvite.parse({ email: ' Ana@Agencia.DEV ', role: 'admin' })).toEqual({
      email: 'ana@agencia.dev',
      role: 'admin',
    });
    expect(ZInvite.safeParse({ email: 'ana@agencia.dev', role: 'root' }).success).toBe(false);
  });
});

describe('session devices (D72)', () => {
  it('names the browser and the system', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome · Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 EdgA/120 Edg/120',
      ),
    ).toBe('Edge · Android');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'Firefox · Linux',
    );
    expect(describeDevice('vitest')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
