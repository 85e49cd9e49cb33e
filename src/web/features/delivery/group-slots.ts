import { texts } from '#web/i18n/texts.js';
import { addDays, formatSlotDay, todayInIndia } from '#web/lib/delivery-slot.js';
import type { Slot } from './api/get-slots.js';

export interface SlotDay {
  date: string;
  /** "Today", "Tomorrow", then "Fri 27 Nov" */
  label: string;
  slots: Slot[];
}

/** The slots by IST date, days and windows in time order; `today` is India's date (YYYY-MM-DD). */
export function groupSlotsByDay(slots: readonly Slot[], today: string = todayInIndia()): SlotDay[] {
  const days = new Map<string, Slot[]>();
  const ordered = [...slots].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  for (const slot of ordered) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  const tomorrow = addDays(today, 1);
  return [...days].map(([date, daySlots]) => ({
    date,
    label: date === today ? texts.delivery.today : date === tomorrow ? texts.delivery.tomorrow : formatSlotDay(date),
    slots: daySlots,
  }));
}
