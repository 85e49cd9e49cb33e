import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { webPaths } from '#common/web-paths.js';
import type { Db, Tx } from '#server/db/client.js';
import { users as userTable } from '#server/db/schema.js';
import type { Mailer } from '#server/lib/mailer.js';
import type { OrderListener } from '#server/modules/orders/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { mailBacklog } from './backlog.js';
import { createOrderMails } from './order-mails.js';
import { mailsInsert, queueMails } from './outbox.js';
import { createMailSender, type SenderTiming } from './sender.js';
import { khataReminderMail } from './templates/khata-reminder.js';
import { MAIL_LANGUAGES, type MailLanguage, shopperTemplates } from './templates/languages.js';
import type { RenderedMail, ResetMailView } from './templates/order-view.js';

/** The password-reset mail in a shopper's language, for the auth module to send (API.md "Languages and search"). */
export function passwordResetMail(language: MailLanguage, view: ResetMailView): RenderedMail {
  return shopperTemplates[language].passwordReset(view);
}

/**
 * Mail that cannot be lost (decision 0007, API.md "Order lifecycle"): order mails are queued in
 * the `mail_outbox` table inside the order's own transaction and sent after it commits, so a
 * slow or broken SMTP server never delays or fails an order, and a mail that could not be sent
 * is tried again, across restarts and app servers, until it is.
 */
export function createMailService({
  db,
  mailer,
  settings,
  users,
  publicUrl,
  timing,
  log,
}: {
  db: Db;
  mailer: Mailer;
  settings: SettingsService;
  users: UsersService;
  /** The shop's address, for links in mails. */
  publicUrl: string;
  timing: SenderTiming;
  log: FastifyBaseLogger;
}) {
  const sender = createMailSender({ db, mailer, log, timing });
  const orderMails = createOrderMails({ settings, users, publicUrl });

  /** Given to the orders service: queues each event's mails with the change, and sends them once it committed. */
  const orderListener: OrderListener = {
    async inTransaction(tx, event) {
      const mails = await orderMails.mailsFor(tx, event);
      if (mails.length > 0) await tx.execute(mailsInsert(mails));
    },
    afterCommit() {
      sender.wake();
    },
  };

  /**
   * Queues a reminder of a shopper's khata balance in the caller's transaction, in the language
   * their account keeps then (the outbox picks the translation as it inserts). `at` makes each
   * reminder a mail of its own.
   */
  async function queueKhataReminder(tx: Tx, { userId, balance, limit, at }: { userId: string; balance: number; limit: number; at: Date }) {
    const shop = await settings.getSettings();
    const [account] = await tx.select({ firstName: userTable.firstName }).from(userTable).where(eq(userTable.id, userId));
    const view = {
      firstName: account?.firstName ?? '',
      balance,
      limit,
      shop: { name: shop.shopName, phones: shop.phones, email: shop.email, address: shop.address },
      link: `${publicUrl}${webPaths.myKhata.href()}`,
    };
    const translations = Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, khataReminderMail(language, view)]));
    await tx.execute(
      mailsInsert([
        {
          eventKeyPrefix: `khata.reminder:${userId}:${at.getTime()}:`,
          recipients: users.mailRecipients({ userId, admins: false }),
          content: khataReminderMail('en', view),
          translations,
        },
      ]),
    );
  }

  return {
    orderListener,
    queueKhataReminder,
    /** Queues mails of another kind in the caller's transaction (each with its own event key)... */
    queueMails,
    /** ...and, once that transaction committed, sends them without waiting for the timer. Never throws. */
    sendSoon: sender.wake,
    /** Starts sending (due mails now, then on every wake-up and tick); the app calls it once ready. */
    startSending: sender.start,
    /** Stops sending: no timer left, the mail in flight finished, claimed mails given back. */
    stopSending: sender.stop,
    /** What waits unsent, for the operator's status. */
    backlog: () => mailBacklog(db),
  };
}
export type MailService = ReturnType<typeof createMailService>;
export type { MailBacklog } from './backlog.js';
/** How packing changed an order and what is left to pay, as the mails say it: the texts say the same (decision 0054). */
export { differenceOf, type PackedChange, packedChanges } from './templates/format.js';
