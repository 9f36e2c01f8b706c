import { describe, expect, it } from 'vitest';
import { INPUT_CLASS } from '@/components/ui/input';
import { cn, cx } from '@/lib/utils';

describe('class names', () => {
  it('cn lets the later of two conflicting utilities win', () => {
    expect(cn('px-2 text-sm', 'px-4')).toBe('text-sm px-4');
  });

  it('cx joins without merging, dropping empty parts', () => {
    expect(cx('a b', false, null, undefined, 'c', { d: true, e: false })).toBe('a b c d');
  });

  it("the input's class has no conflict to merge, so inputs without a className skip tailwind-merge", () => {
    expect(cn(INPUT_CLASS)).toBe(INPUT_CLASS);
    expect(INPUT_CLASS.split(' ').filter((c) => c.startsWith('bg-'))).toEqual(['bg-card']);
  });
});
