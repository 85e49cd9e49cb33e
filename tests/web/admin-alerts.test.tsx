import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminAlerts, ALERT_VISIBLE_MS } from '#web/features/admin/components/admin-alerts.js';
import { alertOf, type LiveAlert } from '#web/features/admin/use-live-alerts.js';

/** The notices of the admin area's live alerts (docs/decisions/0008-live-events.md), as the owner meets them. */
const placed = alertOf(
  { type: 'order.placed', data: { _id: 'a1b2', customerName: 'Asha Patil', total: 125000.5, itemCount: 3 } },
  'event-1',
)!;
const low = alertOf({ type: 'stock.low', data: { _id: 'p9', name: 'Toor Dal', stocks: 4.5, unit: 'Kg' } }, 'event-2')!;

/** The notices with their own state, as the admin layout holds them. */
function Harness({ initial }: { initial: LiveAlert[] }) {
  const [alerts, setAlerts] = useState(initial);
  return (
    <MemoryRouter>
      <button type="button">Before</button>
      <AdminAlerts alerts={alerts} onDismiss={(id) => setAlerts((shown) => shown.filter((a) => a.id !== id))} />
    </MemoryRouter>
  );
}

describe('the notices of live alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('words a new order with the shopper and the total in rupees, and low stock with what is left', () => {
    expect(placed).toEqual({
      id: 'event-1',
      kind: 'order',
      text: 'New order from Asha Patil: ₹\u00a01,25,000.5',
      to: '/admin/update/order/a1b2',
    });
    expect(low).toEqual({ id: 'event-2', kind: 'stock', text: 'Low stock: Toor Dal, 4.5 Kg left', to: '/admin/update/products/p9' });
    expect(alertOf({ type: 'order.status', data: { _id: 'a1b2', status: 'Shipped', by: 'Admin' } }, 'event-3')).toBeUndefined();
  });

  it('shows them in a polite live region, each a link to what it is about', () => {
    render(<Harness initial={[placed, low]} />);
    const region = screen.getByRole('status', { name: 'Live alerts' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByRole('link', { name: placed.text }).getAttribute('href')).toBe('/admin/update/order/a1b2');
    expect(within(region).getByRole('link', { name: low.text }).getAttribute('href')).toBe('/admin/update/products/p9');
  });

  it('is dismissed from the keyboard, the focus moving on to the next notice, then to the region', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness initial={[placed, low]} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Dismiss: ${placed.text}` }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('link', { name: placed.text })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: low.text }));

    await user.tab();
    await user.keyboard(' ');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status', { name: 'Live alerts' }));
  });

  it('goes by itself after a while, but not while the keyboard is on it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness initial={[placed, low]} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: placed.text }));

    act(() => vi.advanceTimersByTime(ALERT_VISIBLE_MS + 100));
    expect(screen.queryByRole('link', { name: placed.text })).not.toBeNull();
    expect(screen.queryByRole('link', { name: low.text })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Before' }));
    act(() => vi.advanceTimersByTime(ALERT_VISIBLE_MS - 500));
    expect(screen.queryByRole('link', { name: placed.text })).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
