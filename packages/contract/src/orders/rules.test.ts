import { describe, expect, it } from 'vitest';
import { cartSchema, orderPhoneSchema, phoneSchema } from './schemas.ts';
import {
  largestOrderQuantity,
  nextPriceBreak,
  centsToDollars,
  checkQuantity,
  dollarsToCents,
  isSoldOut,
  lineTotalCents,
  MAX_ORDER_TOTAL_CENTS,
  smallestOrderQuantity,
  unitPriceCentsFor,
  nextStatuses,
  ORDER_TRANSITIONS,
  transitionProblem,
} from './rules.ts';
import { lifecycleMessages, ORDER_STATUSES, transitionRefused } from './messages.ts';

const tool = { minPurse: 3, available: 40 };

describe('money', () => {
  it('turns dollars of the wire into exact cents and back', () => {
    expect(dollarsToCents(45.99)).toBe(4599);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1_000_000)).toBe(100_000_000);
    expect(centsToDollars(4599)).toBe(45.99);
    expect(centsToDollars(dollarsToCents(1234.56))).toBe(1234.56);
  });

  it('prices a line as unit price × quantity in whole cents, so 0.1 + 0.2 never shows up', () => {
    expect(lineTotalCents({ unitPriceCents: 4599 }, 5)).toBe(22995);
    expect(lineTotalCents({ unitPriceCents: 10 }, 3)).toBe(30);
    expect(centsToDollars(lineTotalCents({ unitPriceCents: dollarsToCents(0.1) }, 3))).toBe(0.3);
  });

  it('takes the price break with the largest minimum the quantity reaches, else the base price', () => {
    const pricing = {
      unitPriceCents: 1000,
      // Deliberately unsorted: the rule must not depend on the order they are stored in.
      priceBreaks: [
        { minQuantity: 100, unitPriceCents: 800 },
        { minQuantity: 10, unitPriceCents: 900 },
        { minQuantity: 50, unitPriceCents: 850 },
      ],
    };
    expect(unitPriceCentsFor(pricing, 9)).toBe(1000);
    expect(unitPriceCentsFor(pricing, 10)).toBe(900);
    expect(unitPriceCentsFor(pricing, 49)).toBe(900);
    expect(unitPriceCentsFor(pricing, 50)).toBe(850);
    expect(unitPriceCentsFor(pricing, 100)).toBe(800);
    expect(unitPriceCentsFor(pricing, 5000)).toBe(800);
    expect(lineTotalCents(pricing, 60)).toBe(51_000);
    expect(unitPriceCentsFor({ unitPriceCents: 1000, priceBreaks: [] }, 500)).toBe(1000);
  });
});

describe('checkQuantity', () => {
  it('accepts a whole quantity from the minimum up to the stock', () => {
    expect(checkQuantity({ ...tool, quantity: 3 })).toBeNull();
    expect(checkQuantity({ ...tool, quantity: 40 })).toBeNull();
  });

  it('answers with the exact message of each refusal', () => {
    expect(checkQuantity({ ...tool, quantity: Number.NaN })).toBe('Follow the minimum quantity');
    expect(checkQuantity({ ...tool, quantity: 2.5 })).toBe('Quantity must be a whole number');
    expect(checkQuantity({ ...tool, quantity: 2 })).toBe('Follow the minimum quantity');
    expect(checkQuantity({ ...tool, quantity: 0 })).toBe('Follow the minimum quantity');
    expect(checkQuantity({ ...tool, quantity: 41 })).toBe('You can not select more then available');
    expect(checkQuantity({ minPurse: 3, available: 2, quantity: 3 })).toBe('Sorry, this item is sold out');
  });

  it('tells a quantity below the minimum so even when the tool is sold out (the order of checks is the rule)', () => {
    expect(checkQuantity({ minPurse: 3, available: 2, quantity: 1 })).toBe('Follow the minimum quantity');
  });

  it('refuses a total beyond what one order may carry, before looking at the stock', () => {
    const pricing = { unitPriceCents: 1_000_000 };
    expect(checkQuantity({ minPurse: 1, available: 5_000, quantity: 2_147, pricing })).toBeNull();
    expect(checkQuantity({ minPurse: 1, available: 5_000, quantity: 2_148, pricing })).toBe(
      'This order is too large, please order a smaller quantity',
    );
    expect(checkQuantity({ minPurse: 1, available: 0, quantity: 2_148, pricing })).toBe(
      'This order is too large, please order a smaller quantity',
    );
    expect(lineTotalCents(pricing, 2_147)).toBeLessThanOrEqual(MAX_ORDER_TOTAL_CENTS);
  });

  it('caps one order at a million units with its own message, however large the stock', () => {
    expect(checkQuantity({ minPurse: 1, available: 5_000_000, quantity: 1_000_000 })).toBeNull();
    expect(checkQuantity({ minPurse: 1, available: 5_000_000, quantity: 1_000_001 })).toBe(
      'Please order at most 1,000,000 at a time',
    );
    // With less in stock, "more than available" says more to the buyer.
    expect(checkQuantity({ minPurse: 1, available: 40, quantity: 1_000_001 })).toBe(
      'You can not select more then available',
    );
  });

  it('is the rule the request schema applies to the quantity cap', () => {
    expect(cartSchema.safeParse(1_000_000).success).toBe(true);
    expect(cartSchema.safeParse(1_000_001).error?.issues[0]?.message).toBe('Please order at most 1,000,000 at a time');
  });
});

describe('wholesale limits (packs and a maximum per order)', () => {
  it('sells only whole packs, counting the minimum in whole packs too', () => {
    const packed = { minPurse: 5, available: 100, packSize: 6 };
    expect(smallestOrderQuantity(packed)).toBe(6);
    expect(checkQuantity({ ...packed, quantity: 6 })).toBeNull();
    expect(checkQuantity({ ...packed, quantity: 12 })).toBeNull();
    expect(checkQuantity({ ...packed, quantity: 7 })).toBe('Order in packs of 6');
    expect(checkQuantity({ ...packed, quantity: 4 })).toBe('Follow the minimum quantity');
    expect(checkQuantity({ ...packed, quantity: 102 })).toBe('You can not select more then available');
  });

  it('calls a tool sold out when not even one smallest order is left', () => {
    expect(isSoldOut({ minPurse: 5, available: 5 })).toBe(false);
    expect(isSoldOut({ minPurse: 5, available: 4 })).toBe(true);
    expect(isSoldOut({ minPurse: 5, available: 5, packSize: 6 })).toBe(true);
    expect(checkQuantity({ minPurse: 5, available: 5, packSize: 6, quantity: 6 })).toBe('Sorry, this item is sold out');
  });

  it('refuses more than the maximum per order, whatever the stock', () => {
    const limited = { minPurse: 1, available: 1_000, maxPerOrder: 50 };
    expect(checkQuantity({ ...limited, quantity: 50 })).toBeNull();
    expect(checkQuantity({ ...limited, quantity: 51 })).toBe('At most 50 per order');
  });
});

describe('the stepper and hint bounds (the wholesale example: minimum 12, packs of 6, at most 600, breaks 48 and 144)', () => {
  const breaks = [
    { minQuantity: 48, unitPriceCents: 23_500 },
    { minQuantity: 144, unitPriceCents: 22_000 },
  ];

  it('names the next break above a quantity, none at or past the last one', () => {
    expect(nextPriceBreak(breaks, 12)?.minQuantity).toBe(48);
    // One pack below a break, the break is next; exactly at it, the following one is.
    expect(nextPriceBreak(breaks, 42)?.minQuantity).toBe(48);
    expect(nextPriceBreak(breaks, 48)?.minQuantity).toBe(144);
    expect(nextPriceBreak(breaks, 144)).toBeNull();
    expect(nextPriceBreak([], 12)).toBeNull();
  });

  it('takes the largest order in whole packs from the stock or the cap, whichever is lower', () => {
    expect(largestOrderQuantity({ available: 10_000, packSize: 6, maxPerOrder: 600 })).toBe(600);
    expect(largestOrderQuantity({ available: 100, packSize: 6, maxPerOrder: 600 })).toBe(96);
    expect(largestOrderQuantity({ available: 8 })).toBe(8);
  });
});

describe('the lifecycle table: awaiting approval', () => {
  const waiting = { status: 'awaiting_approval', paymentMethod: 'card', paymentStatus: 'unpaid' } as const;

  it('leaves the state only by an approval, a decline or the expiry', () => {
    expect(ORDER_TRANSITIONS.awaiting_approval).toEqual(['pending', 'confirmed', 'cancelled']);
    for (const to of ['pending', 'confirmed', 'cancelled', 'processing', 'shipped'] as const)
      expect(transitionProblem(waiting, to)).toBe(lifecycleMessages.awaitingApproval);
    expect(transitionProblem(waiting, 'pending', { approval: true })).toBeNull();
    expect(transitionProblem(waiting, 'cancelled', { approval: true })).toBeNull();
    expect(transitionProblem(waiting, 'shipped', { approval: true })).toBe(
      transitionRefused('awaiting_approval', 'shipped'),
    );
  });

  it('offers the admin nothing to move it to, and nothing reaches it from another state', () => {
    expect(nextStatuses(waiting)).toEqual([]);
    for (const from of ORDER_STATUSES.filter((status) => status !== 'awaiting_approval'))
      expect(ORDER_TRANSITIONS[from]).not.toContain('awaiting_approval');
  });
});

describe('returned parcels in the lifecycle', () => {
  const cod = { paymentMethod: 'cod', paymentStatus: 'unpaid' } as const;
  it('lets a shipped order become returned, and nothing follows returned', async () => {
    const { nextStatuses, transitionProblem } = await import('./rules.ts');
    expect(nextStatuses({ status: 'shipped', ...cod })).toEqual(['delivered', 'returned']);
    expect(nextStatuses({ status: 'returned', ...cod })).toEqual([]);
    expect(transitionProblem({ status: 'confirmed', ...cod }, 'returned')).toBe(
      'An order that is confirmed can not become returned',
    );
    expect(transitionProblem({ status: 'delivered', ...cod }, 'returned')).not.toBeNull();
  });

  it('steps a shipped order back to where it was booked from only when the courier cancelled the pickup', () => {
    const shipped = { status: 'shipped', ...cod } as const;
    for (const to of ['pending', 'confirmed', 'processing'] as const) {
      expect(transitionProblem(shipped, to)).toBe(`An order that is shipped can not become ${to}`);
      expect(transitionProblem(shipped, to, { courierCancelled: true })).toBeNull();
    }
    expect(transitionProblem(shipped, 'cancelled', { courierCancelled: true })).toBe(
      'A shipped order can not be cancelled',
    );
  });
});

describe('phone numbers typed in Bengali or Latin digits', () => {
  it('takes Bengali digits and keeps the number in Latin ones', () => {
    expect(phoneSchema.parse(' ০১৭১১-০০০০০০ ')).toBe('01711-000000');
    expect(orderPhoneSchema.parse('০১৭১১ ০০০০০০')).toBe('+8801711000000');
    expect(phoneSchema.safeParse('০১৭ক').success).toBe(false);
  });
});
