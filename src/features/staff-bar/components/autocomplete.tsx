import { useEffect, useId, useRef, useState } from "react";
import { SEARCH_MAX_RESULTS } from "../../../../server/contracts/search-constants";

export interface Suggestion<T> {
  /** A suggestion without an id only clears the box when picked (product §5). */
  id: number | null;
  label: string;
  value: T;
}

export interface AutocompleteProps<T> {
  label: string;
  placeholder?: string;
  minLength: number;
  load(query: string, signal: AbortSignal): Promise<Suggestion<T>[]>;
  onPick(value: T): void;
  /** Changing this clears the box (the field selector changed, or Reset was pressed). */
  resetKey?: string | number;
  testId?: string;
}

/**
 * A combobox that accepts only a suggestion: free text is never submitted. At most 5 suggestions,
 * loaded from `minLength` characters on, debounced and cancelled as the text changes.
 */
export function Autocomplete<T>({
  label,
  placeholder,
  minLength,
  load,
  onPick,
  resetKey,
  testId,
}: AutocompleteProps<T>) {
  const [text, setText] = useState("");
  const [items, setItems] = useState<Suggestion<T>[]>([]);
  // -1: no suggestion highlighted until Arrow Down, so Down then Enter opens the first.
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const listId = useId();
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useEffect(() => {
    setText("");
    setItems([]);
    setOpen(false);
  }, [resetKey]);

  useEffect(() => {
    const q = text.trim();
    if (q.length < minLength) {
      setItems([]);
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      const found = await loadRef.current(q, abort.signal).catch(() => []);
      if (abort.signal.aborted) return;
      setItems(found.slice(0, SEARCH_MAX_RESULTS));
      setActive(-1);
      setLoading(false);
      setOpen(true);
    }, 200);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [text, minLength]);

  const pick = (item: Suggestion<T> | undefined) => {
    if (!item) return;
    setText("");
    setItems([]);
    setOpen(false);
    if (item.id !== null) onPick(item.value);
  };

  return (
    <div className="ac" data-testid={testId}>
      <input
        className="input ac-input"
        role="combobox"
        aria-label={label}
        aria-expanded={open && items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, -1));
          } else if (e.key === "Enter") {
            e.preventDefault();
            if (open) pick(items[Math.max(active, 0)]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {open && (items.length > 0 || loading) ? (
        <div id={listId} role="listbox" className="ac-list" aria-label={`${label} suggestions`}>
          {loading && items.length === 0 ? <div className="ac-loading">Searching…</div> : null}
          {items.map((item, i) => (
            <div
              key={`${item.id ?? "none"}-${item.label}`}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? "ac-option ac-active" : "ac-option"}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
            >
              {item.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
