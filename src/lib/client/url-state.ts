// The filters of a reading island kept in the address bar. The island's <form method="get"> works on
// its own without JavaScript; once hydrated, this hook filters live, writes each state's address (a
// page that renders that state without JavaScript too) and follows the back and forward buttons.
import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { addressOf, type QueryAddress, type QueryState } from '~/lib/query-state.ts';

export interface UrlStateOptions<S extends QueryState> {
  /** The state the server rendered: read from the query on an on-demand page, the defaults on a static one. */
  initial: S;
  /** The unfiltered state; its values stay out of the address. */
  defaults: S;
  /** The page's rules for reading a state from a query (the server uses the same). */
  parse: (params: URLSearchParams) => S;
  address: QueryAddress;
}

/** How a change enters the history: text typed replaces the entry, a choice adds one. */
type HistoryMode = 'push' | 'replace';

/** Current filters, `update` to change them, `form` for the <form> and its `onSubmit`. */
export function useUrlState<S extends QueryState>(options: UrlStateOptions<S>) {
  const [state, setState] = useState<S>(options.initial);
  const current = useRef(options.initial);
  const form = useRef<HTMLFormElement>(null);
  const fixed = useRef(options);

  const show = useCallback((next: S, mode: HistoryMode | null): void => {
    current.current = next;
    setState(next);
    if (!mode) return;
    const { defaults, address } = fixed.current;
    const target = addressOf(next, defaults, address);
    if (target === window.location.pathname + window.location.search) return;
    if (mode === 'push') window.history.pushState(null, '', target);
    else window.history.replaceState(window.history.state, '', target);
  }, []);

  useLayoutEffect(() => {
    const { initial, parse, defaults, address } = fixed.current;
    const readUrl = () => parse(new URLSearchParams(window.location.search));
    // A static page was rendered unfiltered: its query is applied now. What was typed or chosen in
    // the form before this script ran wins over both.
    const next: QueryState = { ...readUrl() };
    let typedBefore = false;
    const controls = form.current?.elements;
    for (const name of Object.keys(next)) {
      const control = controls?.namedItem(name);
      const typed = control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : null;
      if (typed !== null && typed !== initial[name]) {
        next[name] = typed;
        typedBefore = true;
      }
    }
    // The address bar is rewritten only when it does not name this state's page (e.g. a static page
    // opened with a query) or something was typed: other parameters of a link stay as they came.
    const samePage = addressOf(next as S, defaults, address).split('?')[0] === window.location.pathname;
    show(next as S, typedBefore || !samePage ? 'replace' : null);
    const onPopState = () => show(readUrl(), null);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  return {
    state,
    form,
    update: (change: Partial<S>, mode: HistoryMode) => show({ ...current.current, ...change }, mode),
    /** The list already follows the form: a submit has nothing left to do. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => event.preventDefault(),
  };
}
