import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chartLabelOf } from '#web/features/reports/components/admin-sales-chart.js';
import { SalesRangePicker } from '#web/features/reports/components/sales-range-picker.js';
import { SalesDaysTable, TopProductsTable } from '#web/features/reports/components/sales-tables.js';
import { addDays, istToday, lastDays, type SalesRange } from '#web/features/reports/sales-range.js';

/** The sales report's browser rules (docs/decisions/0014-low-stock-and-sales.md): IST dates, the range picker, the text alternatives. */
describe('the report dates', () => {
  it("are India's calendar dates, whatever the device's zone", () => {
    // 18:29 UTC is 23:59 in India; a minute later India is on the next day.
    expect(istToday(new Date('2026-03-31T18:29:00Z'))).toBe('2026-03-31');
    expect(istToday(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('count the last N days with today, across months and leap days', () => {
    expect(lastDays(30, new Date('2026-03-05T06:00:00Z'))).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(lastDays(1, new Date('2026-03-05T06:00:00Z'))).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(lastDays(366, new Date('2024-12-31T06:00:00Z')).from).toBe('2024-01-01');
  });
});

const NOW = new Date('2026-03-31T06:00:00Z');

function Picker({ problems = [] }: { problems?: string[] }) {
  const [value, setValue] = useState<SalesRange>(lastDays(30, NOW));
  return (
    <>
      <SalesRangePicker value={value} onChange={setValue} now={NOW} problems={problems} />
      <output data-testid="range">{`${value.from}..${value.to}`}</output>
    </>
  );
}

describe('the range picker', () => {
  it('marks the quick range in use and switches to another, by keyboard too', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    const presets = within(screen.getByRole('group', { name: 'Quick ranges' }));
    expect(presets.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(presets.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');

    presets.getByRole('button', { name: 'Last 7 days' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('range').textContent).toBe('2026-03-25..2026-03-31');
    expect(presets.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes typed dates, and no quick range is pressed for them', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-15');
    expect(screen.getByTestId('range').textContent).toBe('2026-01-15..2026-03-31');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it("ties the server's words about the dates to both fields", () => {
    render(<Picker problems={['To: Must not be before From..!!']} />);
    expect(screen.getByRole('alert').textContent).toBe('To: Must not be before From..!!');
    for (const label of ['From', 'To']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe('sales-range-problems');
    }
  });
});

describe("the chart's text alternatives", () => {
  const days = [
    { date: '2026-03-01', orders: 2, revenue: 110 },
    { date: '2026-03-02', orders: 0, revenue: 0 },
    { date: '2026-03-03', orders: 3, revenue: 1234.5 },
  ];

  it('names the range and its best day', () => {
    expect(chartLabelOf(days)).toBe(
      'Bar chart of revenue and orders per day from 1 Mar 2026 to 3 Mar 2026. Best day: 3 Mar 2026, ₹ 1,234.5.',
    );
    expect(chartLabelOf([{ date: '2026-03-02', orders: 0, revenue: 0 }])).toBe(
      'Bar chart of revenue and orders per day from 2 Mar 2026 to 2 Mar 2026. No sales in these dates.',
    );
  });

  it('lists every day with its orders and revenue, zero days included', () => {
    render(<SalesDaysTable days={days} />);
    const rows = screen.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Orders', 'Revenue'],
      ['1 Mar 2026', '2', '₹ 110'],
      ['2 Mar 2026', '0', '₹ 0'],
      ['3 Mar 2026', '3', '₹ 1,234.5'],
    ]);
  });

  it('shows the top products with their quantity in the unit sold', () => {
    render(
      <TopProductsTable
        products={[
          { _id: 'a', name: 'Alphonso Mango', unit: 'Dozen', quantity: 2, revenue: 241 },
          { _id: 'b', name: 'Tomato', unit: 'Kg', quantity: 12.5, revenue: 80 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['1', 'Alphonso Mango', '2 Dozen', '₹ 241'],
      ['2', 'Tomato', '12.5 Kg', '₹ 80'],
    ]);
  });
});
