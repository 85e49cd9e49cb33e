/**
 * A delivery window as the shop names it (API.md "Delivery area, slots, settings, addresses"):
 * its IST date (YYYY-MM-DD) and its start and end ("07:00"). Shown the same way on the
 * checkout, the placed order, the shopper's orders and the owner's order view.
 */
export interface DeliveryWindowOn {
  date: string;
  start: string;
  end: string;
}

/** The date as a day in India (Wed 25 Nov): a YYYY-MM-DD is read at noon UTC so no zone shifts its day. */
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

export function formatSlotDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : dayFormat.format(day).replace(',', '');
}

/** "07:00–10:00": the owner's 24-hour form (the admin area, mails and bills). */
export function formatSlotHours(window: Pick<DeliveryWindowOn, 'start' | 'end'>): string {
  return `${window.start}–${window.end}`;
}

/**
 * A window's hours as shoppers say them, in their language through Intl: English "7–10 am",
 * "10 am – 1 pm", "5:30–8:00 pm"; with `dayPeriods` the part of the day instead of am/pm, as
 * Hindi ("शाम 5–8") and Marathi ("5–8 संध्याकाळ") name it. Minutes only when a time has them.
 * A window is within one day (its start is before its end: common/schemas/settings.ts).
 */
export function slotHoursFormat(
  locale: string,
  { dayPeriods }: { dayPeriods: boolean },
): (window: Pick<DeliveryWindowOn, 'start' | 'end'>) => string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: 'UTC',
    hour: 'numeric',
    hourCycle: 'h12',
    ...(dayPeriods ? { dayPeriod: 'short' } : {}),
  };
  const whole = new Intl.DateTimeFormat(locale, options);
  const exact = new Intl.DateTimeFormat(locale, { ...options, minute: '2-digit' });
  return (window) => {
    const [from, to] = [timeOn(window.start), timeOn(window.end)];
    if (!from || !to || from >= to) return formatSlotHours(window);
    return (from.getUTCMinutes() || to.getUTCMinutes() ? exact : whole).formatRange(from, to);
  };
}

/** "18:30" as that moment of a fixed day (UTC, so no zone moves it), or null when it is no time. */
function timeOn(time: string): Date | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? new Date(Date.UTC(2026, 0, 1, Number(match[1]), Number(match[2]))) : null;
}

/** "Wed 25 Nov, 07:00–10:00" */
export function formatDeliveryWindow(window: DeliveryWindowOn): string {
  return `${formatSlotDay(window.date)}, ${formatSlotHours(window)}`;
}

/** Today's date in India (YYYY-MM-DD), whatever the device's zone. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The IST date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
