import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#web/components/icons.js';
import { paths } from '#web/config/paths.js';
import { texts } from '#web/i18n/texts.js';

/** Spec 2.2 / 5: search goes to /products/{trimmed text}, or to /products when empty. */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(text));
    onDone();
  };

  return (
    <search id="search-panel" className="header-panel search-panel">
      <form onSubmit={submit} className="search-form">
        <label htmlFor="search-box" className="visually-hidden">
          {texts.header.searchLabel}
        </label>
        <input
          id="search-box"
          type="search"
          name="q"
          placeholder={texts.header.searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={50}
          // biome-ignore lint/a11y/noAutofocus: the panel was opened to type into this field
          autoFocus
          enterKeyHint="search"
        />
        <button type="submit" className="icon-button search-form__go" aria-label={texts.header.searchSubmit}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
