import { describe, expect, it } from 'vitest';
import { earnedRupees } from '#web/routes/admin/admin-dashboard.js';

describe("the dashboard's Total Amount", () => {
  it('counts Delivered orders only: never a cancelled one, nor one still on its way', () => {
    const orders = [
      { status: 'Delivered', total: 91 },
      { status: 'Cancelled', total: 50 },
      { status: 'Shipped', total: 20.25 },
      { status: 'Processing', total: 12 },
      { status: 'Delivered', total: 0.1 },
      { status: 'Delivered', total: 0.2 },
    ] as const;
    expect(earnedRupees(orders)).toBe(91.3);
  });
});
