import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator, initializeConfig, type IntlError } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from '@/messages';

/**
 * The whole catalogue through next-intl as the dev server loads it, with an error handler that throws: a key
 * next-intl refuses (a dot in it, INVALID_KEY) or a text it cannot format would otherwise show only as an
 * error in the dev server's log and the browser console on every page, and as a fallback text in production.
 */
const rethrow = (error: IntlError) => {
  throw error;
};

type Leaf = { key: string; text: string };

function leaves(node: unknown, prefix = ''): Leaf[] {
  if (typeof node === 'string') return [{ key: prefix, text: node }];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

type Needs = { values: Record<string, unknown>; hasTags: boolean };

/** A value of the kind each ICU argument asks for, so that every argument is formatted as the app would. */
function needs(elements: MessageFormatElement[], into: Needs = { values: {}, hasTags: false }): Needs {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.values[element.value] ??= 'texto';
    else if (element.type === TYPE.number || element.type === TYPE.plural) into.values[element.value] = 2;
    else if (element.type === TYPE.date || element.type === TYPE.time)
      into.values[element.value] = new Date('2026-03-15T12:00:00Z');
    else if (element.type === TYPE.select) into.values[element.value] = 'other';
    else if (element.type === TYPE.tag) {
      into.hasTags = true;
      into.values[element.value] = (chunks: string) => `<${element.value}>${chunks}</${element.value}>`;
      needs(element.children, into);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) needs(option.value, into);
  }
  return into;
}

const all = leaves(messages);

describe('the message catalogue through next-intl', () => {
  it('has the check armed: a key with a dot is refused as the dev server refuses it', () => {
    expect(() => initializeConfig({ locale: 'pt-BR', messages: { a: { 'b.c': 'x' } }, onError: rethrow })).toThrow(
      /INVALID_KEY/,
    );
  });

  it('loads every namespace with no invalid key', () => {
    expect(() => initializeConfig({ locale: 'pt-BR', messages, onError: rethrow })).not.toThrow();
    expect(all.length).toBeGreaterThan(500);
  });

  it('formats every message with values of the kinds it asks for', () => {
    const t = createTranslator({ locale: 'pt-BR', timeZone: 'America/Sao_Paulo', messages, onError: rethrow });
    const failures: string[] = [];
    for (const { key, text } of all) {
      try {
        const { values, hasTags } = needs(parse(text, { ignoreTag: false }));
        const out = hasTags ? t.markup(key as never, values as never) : t(key as never, values as never);
        if (typeof out !== 'string' || out === key) failures.push(`${key}: ${String(out)}`);
      } catch (error) {
        failures.push(`${key}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
