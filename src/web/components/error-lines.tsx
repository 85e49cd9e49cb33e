/** Error messages, one per line (spec 8: register shows each server message on its own line). */
export function ErrorLines({ messages, id }: { messages: readonly string[]; id?: string }) {
  if (messages.length === 0) return null;
  return (
    <div className="error-box" role="alert" id={id}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
