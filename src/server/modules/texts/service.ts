import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import type { OrderListener } from '#server/modules/orders/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { textBacklog } from './backlog.js';
import type { TextChannel } from './channel.js';
import { createTextChannel } from './configured-channel.js';
import { createOrderTexts } from './order-texts.js';
import { textsInsert } from './outbox.js';
import { createTextSender } from './sender.js';
import { createSignInCodes } from './sign-in-code.js';

/**
 * Texts to phones with the mail's guarantees (API.md "Phone first", decision 0054): order texts
 * are queued in the `text_outbox` table inside the order's own transaction and sent after it
 * commits, through an SMS relay, WhatsApp or the outbox folder, so a slow or dead gateway never
 * delays or fails an order, and a text that could not be sent is tried again, across restarts
 * and app servers, until it is. A sign-in code goes at once.
 */
export function createTextService({
  db,
  config,
  settings,
  users,
  log,
  channel = createTextChannel({ config, log }),
}: {
  db: Db;
  config: Pick<Config, 'texts' | 'textSender' | 'dataDir'>;
  settings: SettingsService;
  users: UsersService;
  log: FastifyBaseLogger;
  channel?: TextChannel;
}) {
  const sender = createTextSender({ db, channel, log, timing: config.textSender });
  const orderTexts = createOrderTexts({ settings, users });

  /** Given to the orders service: queues each event's texts with the change, and sends them once it committed. */
  const orderListener: OrderListener = {
    async inTransaction(tx, event) {
      const texts = await orderTexts.textsFor(tx, event);
      if (texts.length > 0) await tx.execute(textsInsert(texts));
    },
    afterCommit() {
      sender.wake();
    },
  };

  return {
    orderListener,
    /** Sends a sign-in code now, ahead of every text waiting (sign-in-code.ts). Never throws for the gateway's sake. */
    sendSignInCode: createSignInCodes({ db, sender, timing: config.textSender }),
    /** Starts sending (due texts now, then on every wake-up and tick); the app calls it once ready. */
    startSending: sender.start,
    /** Stops sending: no timer left, the text in flight finished, claimed texts given back. */
    stopSending: sender.stop,
    /** What waits unsent, for the operator's status. */
    backlog: () => textBacklog(db),
  };
}
export type TextService = ReturnType<typeof createTextService>;
export type { TextBacklog } from './backlog.js';
export type { SignInCodeSent } from './sign-in-code.js';
