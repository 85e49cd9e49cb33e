import type { SlotRef } from '#common/schemas/delivery.js';
import { slotIdOf } from '#common/schemas/delivery.js';
import type { Settings } from '#common/schemas/settings.js';
import { addDays, istDateOf, istMoment } from './ist-calendar.js';

/** The settings that decide where and when the shop delivers. */
export type DeliveryRules = Pick<Settings, 'pinCodes' | 'slots' | 'slotDays' | 'cutoffMinutes'>;

/** A window of the settings on one date, still open for booking. */
export interface OpenWindow extends SlotRef {
  capacity: number;
}

/** An empty list of PIN codes is a shop that delivers everywhere (a fresh shop). */
export const deliversTo = (rules: DeliveryRules, pinCode: string): boolean =>
  rules.pinCodes.length === 0 || rules.pinCodes.includes(pinCode);

/**
 * The windows a shopper may book at `now`: every window of the settings on today and the next
 * `slotDays - 1` IST dates, less those whose start minus the cut-off has come (the shop needs
 * that long to pack and send), and less those closed with a capacity of 0. In date and start order.
 */
export function openWindows(rules: DeliveryRules, now: Date): OpenWindow[] {
  const today = istDateOf(now);
  const windows = [...rules.slots].sort((a, b) => (a.start === b.start ? a.end.localeCompare(b.end) : a.start.localeCompare(b.start)));
  const open: OpenWindow[] = [];
  for (let day = 0; day < rules.slotDays; day++) {
    const date = addDays(today, day);
    for (const window of windows) {
      if (window.capacity < 1) continue;
      const closesAt = istMoment(date, window.start).getTime() - rules.cutoffMinutes * 60_000;
      if (now.getTime() >= closesAt) continue;
      open.push({
        _id: slotIdOf({ date, start: window.start, end: window.end }),
        date,
        start: window.start,
        end: window.end,
        capacity: window.capacity,
      });
    }
  }
  return open;
}

/** The open window an order names, or undefined when it is past its cut-off, closed, too far ahead or not the shop's. */
export function findOpenWindow(rules: DeliveryRules, now: Date, wanted: SlotRef): OpenWindow | undefined {
  return openWindows(rules, now).find((window) => window._id === slotIdOf(wanted));
}
