import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { Suggestion } from '@tools-bd/contract';
import { useSuggestions } from '../api.ts';
import { shopSearchHref } from '../shopSearch.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { nameIn } from '@tools-bd/contract/messages';
import { catalogTexts } from '../texts.ts';

/** How long typing must pause before suggestions are asked for: one request per pause, not per key. */
export const SUGGEST_DEBOUNCE_MILLISECONDS = 200;

/** Where a suggestion leads: a tool's page or a category's shop page. */
export const suggestionHref = (suggestion: Suggestion) =>
  suggestion.type === 'tool' ? `/tools/${suggestion.slug}` : `/shop/${suggestion.slug}`;

function useDebounced(value: string, milliseconds: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), milliseconds);
    return () => clearTimeout(timer);
  }, [value, milliseconds]);
  return debounced;
}

interface SearchComboboxProps {
  className?: string;
  /** Called after it has navigated (the navbar closes its small-screen menu). */
  onNavigate?: () => void;
  /** Escape with the list closed and the box empty: the navbar hides its small-screen search row. */
  onDismiss?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The navbar's search: a WAI-ARIA combobox (editable, list autocomplete). Typing shows up to eight
 * suggestions; ArrowDown/ArrowUp move through them (aria-activedescendant, focus stays in the box),
 * Enter opens the active one or searches the shop for the text, Escape closes the list (then clears
 * the text, then dismisses the box). It is a GET form to /shop, so it searches without the script too.
 */
export function SearchCombobox({ className = '', onNavigate, onDismiss, inputRef }: SearchComboboxProps) {
  const navigate = useNavigate();
  const t = useTexts(catalogTexts);
  const { language } = useFormat();
  // Without JavaScript the form itself searches: on a Bangla page, the Bangla shop.
  const shopHref = useHref('/shop');
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(text, SUGGEST_DEBOUNCE_MILLISECONDS);
  const suggestions = useSuggestions(debounced);
  // Suggestions for a text no longer in the box (cleared) are not offered.
  const options = text.trim() && suggestions.data ? suggestions.data : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    navigate(href);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : options.length - 1);
          return;
        }
        // Past either end the active option goes back to none (the text itself), as in most search boxes.
        setActive((current) => {
          const next = current + step;
          if (current === -1) return step === 1 ? 0 : options.length - 1;
          return next < 0 || next >= options.length ? -1 : next;
        });
        return;
      }
      case 'Enter': {
        const chosen = expanded && active >= 0 ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          go(suggestionHref(chosen));
        }
        // Otherwise the form submits: a search of the shop for the text.
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        } else {
          onDismiss?.();
        }
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box holds, not the state: on a server-rendered page, text typed before React took
    // the box over is in the box but was never in the state.
    const typed = new FormData(event.currentTarget).get('q');
    go(shopSearchHref(typeof typed === 'string' ? typed : text));
  };

  const activeSuggestion = expanded && active >= 0 ? options[active] : undefined;
  return (
    <form
      role="search"
      aria-label={t.searchTools}
      action={shopHref}
      method="get"
      onSubmit={submit}
      className={className}
    >
      {/* The list hangs under the box: positioned here, whatever the navbar does with the form. */}
      <div className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t.searchTools}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeSuggestion ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t.suggestions}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
        >
          {options.map((suggestion, index) => (
            <li
              key={`${suggestion.type}-${suggestion.slug}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the box (a blur would close the list before the click lands).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(suggestionHref(suggestion))}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-100' : ''}`}
            >
              <span className="font-medium">{nameIn(suggestion, language)}</span>
              <span className="shrink-0 text-xs text-slate-600">
                {suggestion.type === 'category' ? t.category : (suggestion.sku ?? t.tool)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {expanded ? t.suggestionCount(options.length) : ''}
      </p>
    </form>
  );
}
