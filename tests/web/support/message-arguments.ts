import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The argument names a catalogue message uses, as Lingui compiles it, its plural branches' included. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}
