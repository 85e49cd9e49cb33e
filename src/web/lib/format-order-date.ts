import { formatsOf } from '#web/i18n/format.js';

/**
 * Order dates as shoppers in India read them (21 Nov 2025; with the time, 21 Nov 2025, 3:40 pm),
 * in India's time whatever the device's zone: an order placed at 1 am IST is dated that day on
 * the shopper's page, the owner's list and the bill alike. The owner's screens are in English:
 * the storefront's English formats (i18n/format.ts), the one place these are defined.
 */
export function formatOrderDate(iso: string): string {
  return formatsOf('en').date(iso);
}

/** A moment of an order's history: its date and time. */
export function formatOrderTime(iso: string): string {
  return formatsOf('en').dateTime(iso);
}
