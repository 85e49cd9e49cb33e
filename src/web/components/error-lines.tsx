import { useEffect, useRef } from 'react';

/**
 * Error messages, one per line (spec 8: register shows each server message on its own line).
 * New messages are scrolled into view: on a phone the form's button is often far below them.
 */
export function ErrorLines({ messages, id }: { messages: readonly string[]; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = messages.join('\n');
  useEffect(() => {
    if (text) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  if (messages.length === 0) return null;
  return (
    <div className="error-box" role="alert" id={id} ref={ref}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
