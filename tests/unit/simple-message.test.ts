import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { formatSimpleMessage } from '@/lib/i18n/simple-message';
import messages from '@/messages';

describe('formatSimpleMessage (issue 22: list rows without ICU work)', () => {
  it('fills {name} arguments, numbers as IntlMessageFormat writes a plain argument', () => {
    expect(formatSimpleMessage('Criada em {date}', { date: '05/03/2026' })).toBe('Criada em 05/03/2026');
    expect(formatSimpleMessage('{done}/{total} tarefas', { done: 1234, total: 2 })).toBe('1234/2 tarefas');
    expect(formatSimpleMessage('Sem argumentos', {})).toBe('Sem argumentos');
  });

  it('leaves to next-intl plurals, selects, formats, tags, quotes and missing or non-text values', () => {
    expect(formatSimpleMessage('{count, plural, one {# visualização} other {# visualizações}}', { count: 1 })).toBeNull();
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
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 12345.5 : `valor ${name} ❤ R$ 1.234,56`]));
      const fast = formatSimpleMessage(text, values);
      if (fast === null) continue;
      expect(fast, key).toBe(t(key as never, values as never));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
