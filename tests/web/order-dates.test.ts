import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderTime } from '#web/lib/format-order-date.js';

describe('order dates', () => {
  it("are India's dates whatever the device's zone: 7:40 pm UTC is the next day, 1:10 am, in IST", () => {
    expect(formatOrderDate('2025-11-20T19:40:00.000Z')).toBe('21 Nov 2025');
    expect(formatOrderTime('2025-11-20T19:40:00.000Z')).toBe('21 Nov 2025, 1:10 am');
    expect(formatOrderTime('2025-11-21T09:15:00.000Z')).toBe('21 Nov 2025, 2:45 pm');
  });

  it('show a value that is not a date as it came', () => {
    expect(formatOrderTime('soon')).toBe('soon');
  });
});
