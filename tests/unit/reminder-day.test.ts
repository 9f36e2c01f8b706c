import { execFileSync } from 'node:child_process';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { readReminderDay, reminderDayLabel } from '@/lib/charges/reminder-day';
import messages from '@/messages';

const t = createTranslator({ locale: 'pt-BR', messages, namespace: 'automation.settings' });
const say = (dias: number) => {
  const day = reminderDayLabel(dias);
  return day.key === 'onDay' ? t('onDay') : t(day.key, { n: day.n });
};

describe('the régua’s day (D61)', () => {
  it('reads what is typed key by key: "-" then "-3" is three days before, never 3 after', () => {
    expect(['-', '-3'].map(readReminderDay)).toEqual([null, -3]);
    expect(readReminderDay('')).toBeNull();
    expect(readReminderDay('0')).toBe(0);
    expect(readReminderDay('-0')).toBe(0);
    expect(readReminderDay(' 7 ')).toBe(7);
    expect(readReminderDay('3,5')).toBeNull();
    expect(readReminderDay('abc')).toBeNull();
  });

  it('says it with real plurals', () => {
    expect(say(-3)).toBe('3 dias antes do vencimento');
    expect(say(-1)).toBe('1 dia antes do vencimento');
    expect(say(0)).toBe('No dia do vencimento');
    expect(say(1)).toBe('1 dia depois do vencimento');
    expect(say(10)).toBe('10 dias depois do vencimento');
  });

  it('no "dia(s)" anywhere in the product', () => {
    let hits = '';
    try {
      hits = execFileSync(
        'git',
        ['grep', '-n', '-i', '-F', 'dia(s)', '--', 'app', 'components', 'lib', 'server', 'messages', 'content'],
        {
          encoding: 'utf8',
        },
      );
    } catch {
      // git grep answers 1 when nothing matches.
    }
    expect(hits).toBe('');
  });
});
