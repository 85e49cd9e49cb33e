/**
 * How many rows the list's filters found, read out when it changes (a status region is polite):
 * a screen reader hears the result of a search without leaving the box. Empty until it is known.
 */
export function ListSummary({ text }: { text: string }) {
  return (
    <p className="list-summary" role="status">
      {text}
    </p>
  );
}
