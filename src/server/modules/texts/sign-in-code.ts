import { randomUUID } from 'node:crypto';
import type { Language } from '#common/constants.js';
import type { Db } from '#server/db/client.js';
import { queueClaimedText } from './outbox.js';
import type { TextSender, TextSenderTiming } from './sender.js';
import { shopperTexts } from './templates/languages.js';

/** What became of a sign-in code's text: the gateway took it, or it failed and is tried again until the code expires. */
export type SignInCodeSent = 'sent' | 'retrying';

/**
 * Sends a sign-in code to a mobile at once (API.md "Phone first": "not behind other messages"):
 * the text is queued already claimed by this server and handed to the channel in this call,
 * past whatever the outbox holds. A failed send stays in the outbox and the sender's loop tries
 * it again after the lease, until the code's validity ends; after that it is given up, and its
 * words are wiped once sent or given up. Call it once the code is stored (committed).
 */
export function createSignInCodes({ db, sender, timing }: { db: Db; sender: TextSender; timing: TextSenderTiming }) {
  return async function sendSignInCode({
    mobile,
    code,
    language,
    shopName,
    validForMs,
  }: {
    /** The 10 digits. */
    mobile: string;
    code: string;
    language: Language;
    shopName: string;
    validForMs: number;
  }): Promise<SignInCodeSent> {
    const content = shopperTexts[language].signInCode({ code, shopName, minutes: Math.round(validForMs / 60_000) });
    const text = await queueClaimedText(
      db,
      { eventKey: `sign-in:${mobile}:${randomUUID()}`, to: `+91${mobile}`, language, ...content },
      // A failed try is due again after its back-off (markTextFailed); the lease only holds it
      // from the loop while this call sends, or should this server stop meanwhile.
      { leaseMs: timing.leaseMs, expiresInMs: validForMs },
    );
    return (await sender.sendNow(text)) ? 'sent' : 'retrying';
  };
}
