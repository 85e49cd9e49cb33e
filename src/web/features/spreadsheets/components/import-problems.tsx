import { useEffect, useRef } from 'react';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.spreadsheets;

/**
 * Why the file was refused, one line per problem ("Row 4: Rate: Must be a number..!!") in a list
 * a screen reader can walk; its heading takes the focus when it appears.
 */
export function ImportProblems({ messages }: { messages: readonly string[] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const rows = messages.filter((line) => /^Row \d+:/.test(line)).length;
  return (
    <section className="sheet-problems error-box" aria-labelledby="sheet-problems-title">
      <h2 id="sheet-problems-title" tabIndex={-1} ref={headingRef}>
        {t.problemsTitle(Math.max(rows, messages.length))}
      </h2>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}
