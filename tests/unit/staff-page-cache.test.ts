import { beforeEach, describe, expect, it } from 'vitest';
import { isCachedStaffPage, parseStaffPageTarget, STAFF_PAGE_MAX_AGE_MS, staffPageKey } from '@/lib/staff-page-cache';
import { clearStaffPages, keepStaffPage, readStaffPage, staffPageStats } from '@/server/platform/cache/staff-pages';
import type { Hashed } from '@/server/platform/http/page-security';

const CLIENT_ID = '0b8f5a52-3c1e-4d55-9a0e-2f3b4c5d6e7f';

describe('isCachedStaffPage (D82: the staff lists kept per person and data version)', () => {
  it('lists the overview and the lists, and one client record', () => {
    for (const path of [
      '/painel',
      '/clientes',
      '/clientes/',
      `/clientes/${CLIENT_ID}`,
      '/projetos',
      '/cobrancas',
      '/pagamentos',
      '/contatos',
      '/contratos',
      '/assinaturas',
    ]) {
      expect(isCachedStaffPage(path), path).toBe(true);
    }
  });

  it('leaves out forms, editors, detail pages fed by the job queue, the account, the team and the settings', () => {
    for (const path of [
      '/cobrancas/nova',
      `/cobrancas/${CLIENT_ID}`,
      '/clientes/vincular',
      '/clientes/nao-e-um-id',
      '/proposta/nova',
      '/contratos/novo',
      '/conta',
      '/equipe',
      '/configuracoes',
      '/configuracoes/automacoes',
      '/sem-acesso',
      '/',
      '/proposta/abc',
      '/auth',
    ]) {
      expect(isCachedStaffPage(path), path).toBe(false);
    }
  });
});

describe('parseStaffPageTarget', () => {
  it('keeps the path and the query of a listed screen', () => {
    expect(parseStaffPageTarget('/clientes?tab=clientes&q=ana')).toEqual({
      pathname: '/clientes',
      search: '?tab=clientes&q=ana',
    });
    expect(parseStaffPageTarget('/painel')).toEqual({ pathname: '/painel', search: '' });
  });

  it('refuses other hosts, other schemes, unlisted screens and empty values', () => {
    for (const value of [
      null,
      '',
      'clientes',
      '//evil.example/clientes',
      '/\\evil.example',
      'https://evil.example/clientes',
      '/conta',
      '/clientes/../conta',
      '/clientes\n',
      '/equipe?x=/clientes',
    ]) {
      expect(parseStaffPageTarget(value), String(value)).toBeNull();
    }
  });
});

describe('staffPageKey', () => {
  const user = { id: 'u1', role: 'owner', name: 'Ana', email: 'ana@agencia.test', twoFactorEnabled: false };
  const base = { user, target: '/clientes', version: 7, day: '2026-11-26' };

  it('is the same for the same person, address, data version and day', () => {
    expect(staffPageKey(base)).toBe(staffPageKey({ ...base, user: { ...user } }));
  });

  it('changes with the person, their role or name, the address, the data version and the day', () => {
    const key = staffPageKey(base);
    for (const other of [
      { ...base, user: { ...user, id: 'u2' } },
      { ...base, user: { ...user, role: 'member' } },
      { ...base, user: { ...user, name: 'Ana Paula' } },
      { ...base, user: { ...user, twoFactorEnabled: true } },
      { ...base, target: '/clientes?tab=clientes' },
      { ...base, version: 8 },
      { ...base, day: '2026-11-27' },
    ]) {
      expect(staffPageKey(other)).not.toBe(key);
    }
  });
});

describe('the staff page store', () => {
  const page = (html: string): Hashed => ({
    status: 200,
    statusText: 'OK',
    headers: [['content-type', 'text/html']],
    html,
  });
  beforeEach(() => clearStaffPages());

  it('answers a kept page until it is older than the maximum age', () => {
    keepStaffPage('a', page('<p>a</p>'), 1_000);
    expect(readStaffPage('a', 1_000 + STAFF_PAGE_MAX_AGE_MS - 1)?.html).toBe('<p>a</p>');
    expect(readStaffPage('a', 1_000 + STAFF_PAGE_MAX_AGE_MS)).toBeNull();
    expect(staffPageStats().entries).toBe(0);
  });

  it('drops the least recently used past 200 entries and counts its bytes', () => {
    for (let i = 0; i < 201; i++) keepStaffPage(`k${i}`, page(`<p>${i}</p>`), 1_000);
    expect(staffPageStats().entries).toBe(200);
    expect(readStaffPage('k0', 1_000)).toBeNull();
    expect(readStaffPage('k200', 1_000)?.html).toBe('<p>200</p>');
    clearStaffPages();
    expect(staffPageStats().bytes).toBe(0);
  });

  it('replaces an entry kept under the same key', () => {
    keepStaffPage('a', page('<p>old</p>'), 1_000);
    keepStaffPage('a', page('<p>new</p>'), 2_000);
    expect(readStaffPage('a', 2_000)?.html).toBe('<p>new</p>');
    expect(staffPageStats().entries).toBe(1);
  });
});
