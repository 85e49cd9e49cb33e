/** Spec 8: the admin's add-product failure shows each server message as a heading. */
export function ErrorHeadings({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="admin-errors" role="alert">
      {messages.map((message) => (
        <h2 key={message} className="admin-errors__line">
          {message}
        </h2>
      ))}
    </div>
  );
}

/** A success line that screen readers announce (the live region is there before the text). */
export function SuccessLine({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="admin-success-region">
      {message && <p className="admin-success">{message}</p>}
    </div>
  );
}
