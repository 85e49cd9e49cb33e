import { addDays, todayInIndia } from '#web/lib/delivery-slot.js';
import type { Slot } from './api/get-slots.js';

export interface SlotDay {
  date: string;
  /** "Today", "Tomorrow", then "Fri 27 Nov" */
  label: string;
  slots: Slot[];
}

/** How the days are named, in the shopper's language: "Today", "Tomorrow", then the date ("Fri 27 Nov"). */
export interface DayNames {
  today: string;
  tomorrow: string;
  day: (date: string) => string;
}

/** The slots by IST date, days and windows in time order; `today` is India's date (YYYY-MM-DD). */
export function groupSlotsByDay(slots: readonly Slot[], names: DayNames, today: string = todayInIndia()): SlotDay[] {
  const days = new Map<string, Slot[]>();
  const ordered = [...slots].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  for (const slot of ordered) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  const tomorrow = addDays(today, 1);
  return [...days].map(([date, daySlots]) => ({
    date,
    label: date === today ? names.today : date === tomorrow ? names.tomorrow : names.day(date),
    slots: daySlots,
  }));
}
