import { eventually } from '#tests/support/mail.js';
import { signInCodeIn } from '#tests/support/mobile-numbers.js';
import type { TestTextGateway } from '#tests/support/text-gateway.js';

/** The sign-in code of the `count`th text the relay took for this 10-digit number, once it came. */
export async function codeTextedTo(gateway: TestTextGateway, mobile: string, count = 1): Promise<string> {
  const texts = () => gateway.received.filter((text) => text.body.to === `+91${mobile}`).map((text) => String(text.body.text));
  await eventually(`a code texted to ${mobile}`, () => texts().length >= count);
  return signInCodeIn(texts().at(-1));
}
