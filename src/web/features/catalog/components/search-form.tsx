import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { webLinks, webPaths } from '#common/web-paths.js';
import { SearchIcon } from '#web/components/icons.js';
import { ProductName } from '#web/components/product-name.js';
import { useSuggestions } from '#web/features/catalog/api/get-suggestions.js';
import { useT } from '#web/i18n/i18n.js';

interface SearchFormProps {
  /** The box's id (the header's panel and the home page each have one). */
  id: string;
  label: string;
  placeholder: string;
  /** The header's panel was opened to type: its box takes the focus. */
  autoFocus?: boolean;
  className?: string;
  /** After the search or a suggestion was opened (the header closes its panel). */
  onDone?: () => void;
}

/**
 * Spec 2.2 / 5: search goes to /products/{trimmed text}, or to /products when empty. As the
 * shopper types (two letters or more), the shop's suggestions open under the box, in any of a
 * product's names or aliases ("aloo", "आलू"): a combobox (ARIA 1.2) whose arrow keys move through
 * the suggestions, Enter opens the one chosen (or searches the text), Escape closes the list.
 */
export function SearchForm({ id, label, placeholder, autoFocus = false, className = '', onDone }: SearchFormProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();
  const suggestions = useSuggestions(text);
  const listId = useId();
  const open = !closed && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (to: string) => {
    navigate(to);
    onDone?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    go(chosen ? webPaths.product.href(chosen._id) : webLinks.search(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setClosed(false);
      // From the box down through the suggestions and round to the box again (-1: the typed text).
      const last = suggestions.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current === -1 ? last : current - 1));
    } else if (event.key === 'Escape' && open) {
      // The list closes first; a second Escape closes the panel (the header listens for it).
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setClosed(true);
      setActive(-1);
    }
  };

  return (
    <div className={`search-box ${className}`}>
      <form onSubmit={submit} className="search-form">
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setClosed(false);
          }}
          onKeyDown={onKeyDown}
          maxLength={50}
          // biome-ignore lint/a11y/noAutofocus: only the header's panel, opened to type into this field
          autoFocus={autoFocus}
          enterKeyHint="search"
        />
        <button type="submit" className="icon-button search-form__go" aria-label={t('header.searchSubmit')}>
          <SearchIcon />
        </button>
      </form>
      <div id={listId} role="listbox" aria-label={t('header.suggestions')} className="suggestions" hidden={!open}>
        {open &&
          suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the options through the combobox (aria-activedescendant)
            <div
              key={suggestion._id}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`suggestion${index === active ? ' is-active' : ''}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(webPaths.product.href(suggestion._id))}
            >
              <img src={suggestion.thumbnailUrl} alt="" width="40" height="40" loading="lazy" />
              <span className="suggestion__name">
                <ProductName item={suggestion} />
              </span>
            </div>
          ))}
      </div>
    </div>
  );
}
