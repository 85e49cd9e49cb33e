import { useMemo } from 'react';
import { formatRupees } from '#common/money.js';
import { slotHoursFormat } from '#web/lib/delivery-slot.js';
import { useLanguage } from './i18n.js';
import { formatLocaleOf, type Language } from './languages.js';

/** Where a date falls is India's time, whatever the device's zone: an order placed at 1 am IST is dated that day. */
const INDIA = 'Asia/Kolkata';

export interface Formats {
  /** "₹ 1,23,456.5": the rupee sign and Indian digit grouping in every language. */
  money: (rupees: number) => string;
  /** An order's date: 21 Nov 2025. */
  date: (iso: string) => string;
  /** A moment of an order's history, with the time. */
  dateTime: (iso: string) => string;
  /** A time of day: 10:42 am (when a price shown offline was seen). */
  time: (iso: string) => string;
  /** A delivery day (YYYY-MM-DD): "Wed 25 Nov". */
  slotDay: (date: string) => string;
  /** A delivery window's hours: "5–8 pm", "शाम 5–8", "5–8 संध्याकाळ". */
  slotHours: (window: { start: string; end: string }) => string;
  /** "Wed 25 Nov, 5–8 pm" */
  deliveryWindow: (window: { date: string; start: string; end: string }) => string;
}

/** Made on first use: each Intl formatter loads ICU data, and most pages show no date at all. */
function later<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function formatsFor(language: Language): Formats {
  const locale = formatLocaleOf[language];
  const day = later(() => new Intl.DateTimeFormat(locale, { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric' }));
  const moment = later(
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: INDIA,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
  );
  const clock = later(() => new Intl.DateTimeFormat(locale, { timeZone: INDIA, hour: 'numeric', minute: '2-digit', hour12: true }));
  // A YYYY-MM-DD is read at noon UTC, so no zone shifts its day.
  const weekday = later(() => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }));
  const dated = (format: () => Intl.DateTimeFormat, iso: string) => {
    const when = new Date(iso);
    return Number.isNaN(when.getTime()) ? iso : format().format(when);
  };
  const slotDay = (date: string) => {
    const when = new Date(`${date}T12:00:00Z`);
    return Number.isNaN(when.getTime()) ? date : weekday().format(when).replace(',', '');
  };
  // Hindi and Marathi name the part of the day (शाम, संध्याकाळ) where English says am/pm.
  const hours = later(() => slotHoursFormat(locale, { dayPeriods: language !== 'en' }));
  const slotHours = (window: { start: string; end: string }) => hours()(window);
  return {
    // The same digits and grouping in every language (formatLocaleOf keeps Marathi's Latin digits).
    money: formatRupees,
    date: (iso) => dated(day, iso),
    dateTime: (iso) => dated(moment, iso),
    time: (iso) => dated(clock, iso),
    slotDay,
    slotHours,
    deliveryWindow: (window) => `${slotDay(window.date)}, ${slotHours(window)}`,
  };
}

const cache = new Map<Language, Formats>();

/** Money and dates in a language (made once per language: Intl formatters are costly to build). */
export function formatsOf(language: Language): Formats {
  let formats = cache.get(language);
  if (!formats) {
    formats = formatsFor(language);
    cache.set(language, formats);
  }
  return formats;
}

/** Money and dates in the language shown now. */
export function useFormat(): Formats {
  const language = useLanguage();
  return useMemo(() => formatsOf(language), [language]);
}
