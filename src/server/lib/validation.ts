import type { z } from 'zod';
import type { ShopMessage } from '#common/messages.js';
import { AppError, type Said } from './errors.js';

/** "mobileNumber" -> "Mobile Number": a readable field name for a message. */
function labelOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof last !== 'string') return 'Body';
  const words = last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Our schemas write "Field: Problem" (a capital after the colon); Zod's own defaults read
 * "Invalid input: expected string", so those get the field's name in front.
 */
const LABELLED = /^[A-Z][A-Za-z ]*: [A-Z]/;

/** One "Field: problem" line per issue (API.md "Envelope"), without repeats. */
export function messagesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  const lines = issues.map((issue) => (LABELLED.test(issue.message) ? issue.message : `${labelOf(issue.path)}: ${issue.message}`));
  return [...new Set(lines)];
}

/**
 * The same lines, each as the shop's message where its issue carries one (`params.said`: a
 * message whose values are known only when the rule runs, such as two windows that overlap), so
 * the answer names its id and values (decision 0034).
 */
export function linesOf(issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[]): Said[] {
  const said = new Map<string, ShopMessage>();
  for (const issue of issues) {
    const carried = (issue.params as { said?: ShopMessage } | undefined)?.said;
    if (carried?.text === issue.message) said.set(carried.text, carried);
  }
  return messagesOf(issues).map((line) => said.get(line) ?? line);
}

/** Validates data that did not come through a route schema (multipart fields). */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError('VALIDATION', messagesOf(result.error.issues));
  return result.data;
}
