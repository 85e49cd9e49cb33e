import { describe, expect, it } from 'vitest';
import { configFrom } from '#server/config.js';
import { retryDelayMs } from '#server/lib/drain-loop.js';
import { messageIdOf } from '#server/lib/mailer.js';
import { oneLine } from '#server/modules/mail/templates/format.js';

/** Decision 0007: the back-off of a mail that could not be sent, and what makes a mail's headers safe and stable. */
describe('the back-off of a mail that was not sent', () => {
  it('waits 30 seconds after the first failure, twice as long after each next one, and never more than an hour', () => {
    const timing = configFrom({}).mailSender;
    const delays = Array.from({ length: 10 }, (_, attempts) => retryDelayMs(attempts, timing) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(retryDelayMs(5000, timing)).toBe(3_600_000);
  });
});

describe("a mail's headers", () => {
  it('keep a subject on one line whatever a name or product carries', () => {
    expect(oneLine('New order from Asha\r\nBcc: thief@example.com\u2028Patil\u0085x\tY')).toBe(
      'New order from Asha Bcc: thief@example.com Patil x Y',
    );
    expect(oneLine(`Order ${'x'.repeat(300)}`)).toHaveLength(200);
  });

  it('give a mail the same Message-ID on every try, in the domain of the sender, without the addressee in it', () => {
    const key = 'order:3f2a:placed:shopper:asha@example.com';
    const id = messageIdOf(key, 'Patil Fresh <orders@patilfresh.in>');
    expect(id).toMatch(/^<[0-9a-f]{40}@patilfresh\.in>$/);
    expect(messageIdOf(key, 'Patil Fresh <orders@patilfresh.in>')).toBe(id);
    expect(messageIdOf(`${key}x`, 'Patil Fresh <orders@patilfresh.in>')).not.toBe(id);
    expect(id).not.toContain('asha');
    expect(messageIdOf(key, 'orders@shop.example')).toMatch(/@shop\.example>$/);
  });
});
