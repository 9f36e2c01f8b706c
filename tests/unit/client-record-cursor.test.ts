import { describe, expect, it } from 'vitest';
import { formatRecordCursor, microsToIso, parseRecordCursor, recordHref } from '@/lib/clients/record-cursor';

const ID = '0b9f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the client page cursors (D59: keyset pages on created_at, id)', () => {
  it('reads a cursor of microseconds and an id, and writes it back the same', () => {
    expect(parseRecordCursor(`1767268800123456_${ID}`)).toEqual({ micros: '1767268800123456', id: ID });
    expect(parseRecordCursor(`1767268800123456_${ID.toUpperCase()}`)).toEqual({ micros: '1767268800123456', id: ID });
    expect(parseRecordCursor([`5_${ID}`, 'x'])).toEqual({ micros: '5', id: ID });
    expect(formatRecordCursor({ micros: '1767268800123456', id: ID })).toBe(`1767268800123456_${ID}`);
  });

  it.each([
    [undefined],
    [''],
    ['abc'],
    [`-1_${ID}`],
    [`1.5_${ID}`],
    ['123_nao-e-uuid'],
    [`123456789012345678_${ID}`],
    [`1_${ID}; drop table x`],
  ])('ignores %s (the first page shows)', (raw) => {
    expect(parseRecordCursor(raw)).toBeNull();
  });

  it('turns microseconds into the ISO time of their millisecond', () => {
    expect(microsToIso('1767268800123456')).toBe('2026-01-01T12:00:00.123Z');
  });

  it('links to the page with the asked cursors only', () => {
    const cursor = { micros: '10', id: ID };
    expect(recordHref(ID, {})).toBe(`/clientes/${ID}`);
    expect(recordHref(ID, { ate: cursor })).toBe(`/clientes/${ID}?ate=10_${ID}`);
    expect(recordHref(ID, { ate: cursor, docs: cursor })).toBe(`/clientes/${ID}?ate=10_${ID}&docs=10_${ID}`);
  });
});
