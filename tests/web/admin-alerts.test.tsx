import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_SOUND_KEY, useOrderSound } from '#web/features/admin/alert-sound.js';
import { AdminAlerts, ALERT_VISIBLE_MS } from '#web/features/admin/components/admin-alerts.js';
import { OrderSoundSwitch } from '#web/features/admin/components/order-sound-switch.js';
import { alertOf, type LiveAlert } from '#web/features/admin/use-live-alerts.js';
import { useUnseenTitle } from '#web/features/admin/use-unseen-title.js';
import { ownerTexts } from '#web/i18n/owner-texts.js';

/** The notices of the admin area's live alerts (docs/decisions/0008-live-events.md), as the owner meets them. */
const placed = alertOf(
  { type: 'order.placed', data: { _id: 'a1b2', orderNumber: 1042, customerName: 'Asha Patil', total: 125000.5, itemCount: 3 } },
  'event-1',
)!;
const low = alertOf({ type: 'stock.low', data: { _id: 'p9', name: 'Toor Dal', stocks: 4.5, unit: 'Kg' } }, 'event-2')!;

/** The notices with their own state, as the admin layout holds them. */
function Harness({ initial }: { initial: LiveAlert[] }) {
  const [alerts, setAlerts] = useState(initial);
  return (
    <MemoryRouter>
      <button type="button">Before</button>
      <AdminAlerts
        alerts={alerts}
        onDismiss={(id) => setAlerts((shown) => shown.filter((a) => a.id !== id))}
        onDismissAll={() => setAlerts([])}
      />
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
      text: 'New order: Order 1042 from Asha Patil, ₹\u00a01,25,000.5',
      to: '/admin/update/order/a1b2',
    });
    expect(low).toEqual({ id: 'event-2', kind: 'stock', text: 'Low stock: Toor Dal, 4.5 Kg left', to: '/admin/update/products/p9' });
    expect(
      alertOf({ type: 'order.status', data: { _id: 'a1b2', orderNumber: 1042, status: 'Shipped', by: 'Admin' } }, 'event-3'),
    ).toBeUndefined();
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

  it('leaves a low-stock notice by itself after a while, but not while the keyboard is on it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness initial={[low, placed]} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: low.text }));

    act(() => vi.advanceTimersByTime(ALERT_VISIBLE_MS + 100));
    expect(screen.queryByRole('link', { name: low.text })).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Before' }));
    act(() => vi.advanceTimersByTime(ALERT_VISIBLE_MS - 500));
    expect(screen.queryByRole('link', { name: low.text })).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('link', { name: low.text })).toBeNull();
  });

  it("keeps a new order's notice until it is seen, however long it waits", () => {
    render(<Harness initial={[placed]} />);
    act(() => vi.advanceTimersByTime(10 * ALERT_VISIBLE_MS));
    expect(screen.getByRole('link', { name: placed.text })).toBeDefined();
  });

  it('draws the newest three, counts the unseen orders beyond them, and Mark all seen clears them all', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const orders = [1, 2, 3, 4, 5].map(
      (n) =>
        alertOf(
          { type: 'order.placed', data: { _id: `o${n}`, orderNumber: 1000 + n, customerName: 'Asha Patil', total: 90, itemCount: 1 } },
          `order-${n}`,
        )!,
    );
    render(<Harness initial={orders} />);
    const region = screen.getByRole('status', { name: 'Live alerts' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(orders.slice(2).map((o) => o.text));
    expect(screen.getByRole('link', { name: '2 more new orders' }).getAttribute('href')).toBe('/admin/view/orders');
    await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Mark all seen' })).toBeNull();
    expect(document.activeElement).toBe(region);
  });
});

describe('the notices in Hindi and Marathi', () => {
  it('word a new order and low stock in the language shown', () => {
    const event = {
      type: 'order.placed',
      data: { _id: 'a1b2', orderNumber: 1042, customerName: 'Asha Patil', total: 90, itemCount: 1 },
    } as const;
    expect(alertOf(event, 'e', ownerTexts.hi.alerts)?.text).toBe('नया ऑर्डर: ऑर्डर 1042, Asha Patil से, ₹\u00a090');
    expect(alertOf(event, 'e', ownerTexts.mr.alerts)?.text).toBe('नवी ऑर्डर: ऑर्डर 1042, Asha Patil यांच्याकडून, ₹\u00a090');
    expect(
      alertOf({ type: 'stock.low', data: { _id: 'p9', name: 'Toor Dal', stocks: 4.5, unit: 'Kg' } }, 'e', ownerTexts.hi.alerts)?.text,
    ).toBe('स्टॉक कम: Toor Dal, 4.5 Kg बचा');
  });
});

function Titled({ unseen, title }: { unseen: number; title: string }) {
  useUnseenTitle(unseen);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

describe("the tab's title", () => {
  it("counts the unseen new orders before the screen's title, through a change of screen, and drops the count once they are seen", async () => {
    const { rerender } = render(<Titled unseen={2} title="Admin Dashboard | Shop" />);
    await waitFor(() => expect(document.title).toBe('(2) Admin Dashboard | Shop'));
    rerender(<Titled unseen={2} title="All Orders | Shop" />);
    await waitFor(() => expect(document.title).toBe('(2) All Orders | Shop'));
    rerender(<Titled unseen={0} title="All Orders | Shop" />);
    await waitFor(() => expect(document.title).toBe('All Orders | Shop'));
  });
});

function SoundHarness() {
  const sound = useOrderSound();
  return <OrderSoundSwitch on={sound.on} onToggle={sound.toggle} />;
}

describe('the new-order sound', () => {
  afterEach(() => localStorage.removeItem(ALERT_SOUND_KEY));

  it('is on until the owner turns it off, and the choice is kept on the device', async () => {
    const user = userEvent.setup();
    const first = render(<SoundHarness />);
    const button = screen.getByRole('button', { name: 'Sound for new orders' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(ALERT_SOUND_KEY)).toBe('off');
    first.unmount();

    render(<SoundHarness />);
    expect(screen.getByRole('button', { name: 'Sound for new orders' }).getAttribute('aria-pressed')).toBe('false');
  });
});
