import { once } from 'node:events';
import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, parsed as a mail program would read it. */
export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope. */
  envelopeTo: string[];
  messageId: string | undefined;
  subject: string;
  text: string;
  /** The HTML part as sent (escaped or not), '' when there is none. */
  html: string;
  /** Every header as received: name (lower-case) to value. */
  headers: ParsedMail['headers'];
  /** The header block exactly as it arrived. */
  rawHeaders: string;
  /** The whole mail exactly as it arrived. */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL would say. */
  url: string;
  received: ReceivedMail[];
  /** Every mail handed over, accepted or refused, in order: its Message-ID and when (ms since the epoch). */
  attempts: { messageId: string | undefined; at: number; accepted: boolean }[];
  /** Stops listening: connections are refused, as by a dead mail server. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** The mails received so far once there are at least `count`; throws after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The mails whose envelope names `address`. */
  mailsTo(address: string): ReceivedMail[];
  /** Answers the next `count` mails with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Mails being received right now (their data arrived, the answer not yet given). */
  inFlight(): number;
}

/**
 * A real SMTP server (the npm package smtp-server) on a free port of 127.0.0.1, keeping what it
 * receives. Plain SMTP without STARTTLS or AUTH, as a local relay would take it.
 */
export async function startSmtpServer({
  delayMs = 0,
}: {
  /** How long each mail waits before it is accepted. */ delayMs?: number;
} = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts: TestSmtpServer['attempts'] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  let toRefuse = 0;
  let inFlight = 0;

  const accept = async (raw: Buffer, envelopeTo: string[]) => {
    inFlight++;
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const parsed = await simpleParser(raw);
      const refused = toRefuse > 0;
      attempts.push({ messageId: parsed.messageId, at: Date.now(), accepted: !refused });
      if (refused) {
        toRefuse--;
        throw Object.assign(new Error('Try again later'), { responseCode: 451 });
      }
      received.push({
        envelopeTo,
        messageId: parsed.messageId,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: parsed.headers,
        rawHeaders: raw.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '',
        raw: raw.toString('utf8'),
      });
    } finally {
      inFlight--;
    }
  };

  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      // No reverse DNS of 127.0.0.1: it would cost every connection a lookup.
      disableReverseLookup: true,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          accept(Buffer.concat(chunks), envelopeTo).then(
            () => done(),
            (error: Error) => done(error),
          );
        });
      },
    });
    next.listen(port, '127.0.0.1');
    await once(next.server, 'listening');
    port = (next.server.address() as net.AddressInfo).port;
    server = next;
  };
  await listen();

  const stop = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    stop,
    start: listen,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    mailsTo: (address) => received.filter((mail) => mail.envelopeTo.includes(address)),
    refuseNext(count) {
      toRefuse = count;
    },
    inFlight: () => inFlight,
  };
}

/** A server that takes connections and never says a word: the slowest mail server there is. */
export async function startSilentServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    connections: () => accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
