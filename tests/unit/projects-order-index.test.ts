import { describe, expect, it } from 'vitest';
import { orderIndexForNew, planDrop, ruleOrderIndex, type Ordered } from '@/lib/projects/order-index';

const column = (...values: number[]): Ordered[] => values.map((orderIndex, i) => ({ id: `p${i}`, orderIndex }));

describe('order_index on drop (document 000 §4)', () => {
  it('puts a card dropped at the top at the first index minus 1', () => {
    expect(planDrop(column(10, 20), 0)).toEqual({ orderIndex: 9, renumbered: null });
  });

  it('floors the top at 0', () => {
    expect(ruleOrderIndex([0.5, 3], 0)).toBe(0);
    expect(planDrop(column(0.5, 3), 0)).toEqual({ orderIndex: 0, renumbered: null });
  });

  it('puts a card dropped at the top of an empty column at 0, and at its end at 10', () => {
    expect(planDrop([], 0, 'top')).toEqual({ orderIndex: 0, renumbered: null });
    expect(planDrop([], 0, 'end')).toEqual({ orderIndex: 10, renumbered: null });
  });

  it('puts a card dropped at the end at the last index plus 1', () => {
    expect(planDrop(column(10, 20), 2)).toEqual({ orderIndex: 21, renumbered: null });
  });

  it('puts a card dropped between two cards at their mean', () => {
    expect(planDrop(column(10, 20, 30), 1)).toEqual({ orderIndex: 15, renumbered: null });
    expect(planDrop(column(10, 11), 1)).toEqual({ orderIndex: 10.5, renumbered: null });
  });

  it('renumbers the column when flooring at 0 would tie with the first card', () => {
    const plan = planDrop(column(0, 5), 0);
    expect(plan.orderIndex).toBe(10);
    expect(plan.renumbered).toEqual([
      { id: 'p0', orderIndex: 20 },
      { id: 'p1', orderIndex: 30 },
    ]);
  });

  it('renumbers the column when two neighbours tie', () => {
    const plan = planDrop(column(4, 4, 4), 2);
    expect(plan.orderIndex).toBe(30);
    expect(plan.renumbered?.map((r) => r.orderIndex)).toEqual([10, 20, 40]);
  });

  it('keeps a strict order after 200 successive drops into the same gap', () => {
    let items: Ordered[] = column(10, 20, 30);
    let renumberings = 0;
    for (let drop = 0; drop < 200; drop += 1) {
      // Always between the first card and the one dropped just before (position 1).
      const plan = planDrop(items, 1);
      if (plan.renumbered) {
        renumberings += 1;
        const byId = new Map(plan.renumbered.map((r) => [r.id, r.orderIndex]));
        items = items.map((item) => ({ ...item, orderIndex: byId.get(item.id) ?? item.orderIndex }));
      }
      items = [...items.slice(0, 1), { id: `d${drop}`, orderIndex: plan.orderIndex }, ...items.slice(1)];
      const strict = items.every((item, i) => i === 0 || items[i - 1].orderIndex < item.orderIndex);
      expect(strict, `strict order after drop ${drop + 1}`).toBe(true);
    }
    expect(items[1].id).toBe('d199');
    expect(items).toHaveLength(203);
    expect(renumberings).toBeGreaterThan(0);
  });
});

describe('order_index of a new project (document 000 §4, New project)', () => {
  it('gives the first project of an empty status 9', () => {
    expect(orderIndexForNew(null)).toBe(9);
    expect(orderIndexForNew(undefined)).toBe(9);
  });

  it('gives the highest in the status plus 10', () => {
    expect(orderIndexForNew(9)).toBe(19);
    expect(orderIndexForNew(0)).toBe(10);
    expect(orderIndexForNew(12.5)).toBe(22.5);
  });
});
