import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';

/** How long typing pauses before the list is searched: it feels live, without a request per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search box (a search landmark with its label): searches as the owner types, after a
 * short pause, or at once on Enter. `value` is the search the address holds: going back or
 * forward puts that text back in the box.
 */
export function ListSearch({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const search = useEffectEvent((wanted: string) => {
    sent.current = wanted;
    onSearch(wanted);
  });

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    // Enter may have sent it meanwhile: sent again later, it would put back the filters of its own
    // time over a tab chosen since (the owner's status tab, decision 0041).
    const timer = window.setTimeout(() => {
      if (wanted !== sent.current) search(wanted);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== sent.current) search(text.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is the same landmark, known to browsers (and test DOMs) older than <search>.
    <form role="search" className="list-search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={hint}
        aria-describedby={hintId}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <span id={hintId} className="visually-hidden">
        {hint}
      </span>
    </form>
  );
}
