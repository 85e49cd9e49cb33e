import type { messages as english } from './catalogues/en.js';

/**
 * The catalogues' types, read off the English catalogue (types only: no catalogue is bundled by
 * importing this file). A message id that does not exist, a value a message needs but is not
 * given, or one it does not have is a type error; a catalogue without one of English's keys (or
 * with one English does not have) is a type error in that catalogue.
 */
export type English = typeof english;
export type MessageId = keyof English;

/** What hi.ts and mr.ts are: a text for every id, nothing else. */
export type Catalogue = { readonly [Id in MessageId]: string };

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** An ICU argument's name: `{name}` or `{name, plural, ...}`; plural branches' texts (`{# items}`) are not names. */
type ArgumentName<Inside extends string> =
  Trim<Inside extends `${infer Name},${string}` ? Name : Inside> extends infer Name extends string
    ? Name extends '' | `${string}${' ' | '#' | '{' | "'"}${string}`
      ? never
      : Name
    : never;

/** Every argument a message names, its plural branches' included. */
type ArgumentsOf<Message extends string> = Message extends `${string}{${infer After}`
  ? (After extends `${infer Inside}}${string}` ? ArgumentName<Inside> : never) | ArgumentsOf<After>
  : never;

/** A plural's count is a number; any other argument is text (or a number shown as it is). */
type ArgumentType<
  Message extends string,
  Name extends string,
> = Message extends `${string}{${Name}, ${'plural' | 'selectordinal' | 'number'}${string}` ? number : string | number;

export type ValuesOf<Message extends string> = { [Name in ArgumentsOf<Message>]: ArgumentType<Message, Name> };

/** The arguments of `t(id, ...)`: none for a plain text, the message's values otherwise. */
export type ValuesArgument<Id extends MessageId> = [ArgumentsOf<English[Id]>] extends [never] ? [] : [values: ValuesOf<English[Id]>];

/** The translate function a screen gets from useT(). */
export type Translate = <Id extends MessageId>(id: Id, ...values: ValuesArgument<Id>) => string;

/** The ids of texts without values: what a list of labels may hold and `t(id)` takes alone. */
export type PlainMessageId = { [Id in MessageId]: [ArgumentsOf<English[Id]>] extends [never] ? Id : never }[MessageId];
