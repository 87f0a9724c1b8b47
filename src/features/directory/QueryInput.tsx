import { SEARCH_TEXT_MAX } from '~/lib/constants.ts';

interface Props {
  id: string;
  value: string;
  /** The filter state's `update` (see useUrlState): typed text replaces the history entry. */
  update: (change: { q: string }, mode: 'replace') => void;
  placeholder: string;
}

/** The text box `q` of a directory filter form, kept live in the address bar. */
export function QueryInput({ id, value, update, placeholder }: Props) {
  return (
    <input
      id={id}
      name="q"
      type="search"
      maxLength={SEARCH_TEXT_MAX}
      value={value}
      onChange={(e) => update({ q: e.target.value }, 'replace')}
      placeholder={placeholder}
      className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5"
    />
  );
}
