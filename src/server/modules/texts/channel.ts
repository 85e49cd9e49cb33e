import type { Language } from '#common/constants.js';
import type { Config } from '#server/config.js';

/** One text to one phone, as every channel takes it: the SMS's words, and the same as a WhatsApp template. */
export interface OutgoingText {
  /** +91 and the 10 digits. */
  to: string;
  text: string;
  /** The WhatsApp template's name and language, and its {{1}}, {{2}}... in order. */
  template: string;
  language: Language;
  params: readonly string[];
  /** The outbox's event key: names the text in the log and the outbox file. */
  key: string;
}

/**
 * Where texts go (decision 0054). `send` resolves once the gateway took the text and rejects
 * with a `TextRefused` (what it answered) or the network's error; it never waits longer than
 * the channel's timeout.
 */
export interface TextChannel {
  name: Config['texts']['channel'];
  send(text: OutgoingText): Promise<void>;
}

/** A gateway's answer other than "taken": its HTTP status and what it said, briefly. */
export class TextRefused extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'TextRefused';
  }
}
