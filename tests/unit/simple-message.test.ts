import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { formatSimpleMessage } from '@/lib/i18n/simple-message';
import messages from '@/messages';

describe('formatSimpleMessage (D87: list rows without ICU work)', () => {
  it('fills {name} arguments, numbers as IntlMessageFormat writes a plain argument', () => {
    expect(formatSimpleMessage('Criada em {date}', { date: '05/03/2026' })).toBe('Criada em 05/03/2026');
    expect(formatSimpleMessage('{done}/{total} tarefas', { done: 1234, total: 2 })).toBe('1234/2 tarefas');
    expect(formatSimpleMessage('Sem argumentos', {})).toBe('Sem argumentos');
  });

  it('chooses a plural of an integer by pt-BR’s rule, exact matches first, # written as pt-BR writes it', () => {
    const views = '{count, plural, =0 {Nenhuma} one {# visualização} other {# visualizações}}';
    expect(formatSimpleMessage(views, { count: 0 })).toBe('Nenhuma');
    expect(formatSimpleMessage(views, { count: 1 })).toBe('1 visualização');
    expect(formatSimpleMessage(views, { count: 1234 })).toBe('1.234 visualizações');
    expect(formatSimpleMessage('Vence em {n, plural, =1 {# dia} other {# dias}} ({name})', { n: 2, name: 'Ana' })).toBe(
      'Vence em 2 dias (Ana)',
    );
    // Portuguese counts 0 as "one" when there is no =0 branch.
    expect(formatSimpleMessage('{count, plural, one {# página} other {# páginas}}', { count: 0 })).toBe('0 página');
  });

  it('leaves to next-intl plurals it cannot decide, selects, formats, tags, quotes and missing or non-text values', () => {
    expect(formatSimpleMessage('{count, plural, one {# item} other {# itens}}', { count: 1.5 })).toBeNull();
    expect(formatSimpleMessage('{count, plural, one {# item} other {# itens}}', { count: '2' })).toBeNull();
    expect(
      formatSimpleMessage('{count, plural, one {# de {name}} other {# de {name}}}', { count: 2, name: 'x' }),
    ).toBeNull();
    expect(formatSimpleMessage('{kind, select, a {A} other {B}}', { kind: 'a' })).toBeNull();
    expect(formatSimpleMessage('{n, number}', { n: 1 })).toBeNull();
    expect(formatSimpleMessage('Leia <b>{name}</b>', { name: 'x' })).toBeNull();
    expect(formatSimpleMessage("It''s {name}", { name: 'x' })).toBeNull();
    expect(formatSimpleMessage('Olá {name}', {})).toBeNull();
    expect(formatSimpleMessage('Em {date}', { date: new Date() })).toBeNull();
  });

  it('gives next-intl’s own string for every simple text of the catalogue', () => {
    const t = createTranslator({ locale: 'pt-BR', timeZone: 'America/Sao_Paulo', messages });
    const texts: [string, string][] = [];
    const walk = (node: unknown, path: string[]) => {
      if (typeof node === 'string') texts.push([path.join('.'), node]);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(messages, []);
    let checked = 0;
    for (const [key, text] of texts) {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      const values = Object.fromEntries(
        names.map((name, i) => [name, i % 2 ? 12345.5 : `valor ${name} ❤ R$ 1.234,56`]),
      );
      const fast = formatSimpleMessage(text, values);
      if (fast === null) continue;
      expect(fast, key).toBe(t(key as never, values as never));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('gives next-intl’s own string for every plural of the catalogue, whatever the count', () => {
    const t = createTranslator({ locale: 'pt-BR', timeZone: 'America/Sao_Paulo', messages });
    const plurals: [string, string][] = [];
    const walk = (node: unknown, path: string[]) => {
      if (typeof node === 'string' && node.includes(', plural,')) plurals.push([path.join('.'), node]);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(messages, []);
    expect(plurals.length).toBeGreaterThan(15);
    for (const [key, text] of plurals) {
      const names = [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))];
      for (const count of [0, 1, 2, 3, 10, 21, 999, 1000, 1234, 1_000_000, 2_000_000, 1_234_567, -1, -2]) {
        const values = Object.fromEntries(
          names.map((name) => [name, text.includes(`{${name}, plural,`) ? count : `valor ${name}`]),
        );
        const fast = formatSimpleMessage(text, values);
        expect(fast, `${key} (${count})`).not.toBeNull();
        expect(fast, `${key} (${count})`).toBe(t(key as never, values as never));
      }
    }
  });
});
