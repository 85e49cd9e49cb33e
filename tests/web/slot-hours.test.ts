import { describe, expect, it } from 'vitest';
import { formatsOf } from '#web/i18n/format.js';
import { slotHoursFormat } from '#web/lib/delivery-slot.js';

/** Intl keeps "5–8 pm" on one line with narrow and thin no-break spaces; compared here as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe("a delivery window's hours, as shoppers say them", () => {
  it('reads in English as "5–8 pm", minutes only when a time has them', () => {
    const hours = (window: { start: string; end: string }) => plain(formatsOf('en').slotHours(window));
    expect(hours({ start: '17:00', end: '20:00' })).toBe('5–8 pm');
    expect(hours({ start: '07:00', end: '10:00' })).toBe('7–10 am');
    expect(hours({ start: '10:00', end: '13:00' })).toBe('10 am – 1 pm');
    expect(hours({ start: '12:00', end: '15:00' })).toBe('12–3 pm');
    expect(hours({ start: '17:30', end: '20:00' })).toBe('5:30 – 8:00 pm');
  });

  it('names the part of the day in Hindi and Marathi, with Latin digits', () => {
    const hours = (language: 'hi' | 'mr', start: string, end: string) => plain(formatsOf(language).slotHours({ start, end }));
    expect(hours('hi', '17:00', '20:00')).toBe('शाम 5–8');
    expect(hours('hi', '07:00', '10:00')).toBe('सुबह 7–10');
    expect(hours('mr', '17:00', '20:00')).toBe('5–8 संध्याकाळ');
    expect(hours('mr', '07:00', '10:00')).toBe('7–10 सकाळ');
  });

  it("keeps the owner's form for what is not a window of one day", () => {
    const hours = slotHoursFormat('en-IN', { dayPeriods: false });
    expect(hours({ start: '20:00', end: '08:00' })).toBe('20:00–08:00');
    expect(hours({ start: 'soon', end: '10:00' })).toBe('soon–10:00');
  });

  it('dates a placed window with its day and hours', () => {
    expect(plain(formatsOf('en').deliveryWindow({ date: '2026-11-27', start: '18:00', end: '21:00' }))).toBe('Fri 27 Nov, 6–9 pm');
  });
});
