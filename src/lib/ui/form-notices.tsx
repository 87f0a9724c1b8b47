// The two parts every public form carries: the honeypot and the KVKK line.
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { KVKK_NOTICE } from '~/lib/messages.ts';

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
  /** The trap's label in the page's language. */
  label?: string;
}

/** Hidden trap field: people never see or fill it; bots that do are answered without storing anything. */
export function Honeypot({ value, onChange, label = 'Bu alanı boş bırakın' }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** The KVKK line in the page's language: the line, its link's text and the notice's address. */
export interface KvkkText {
  kvkk: string;
  kvkkLink: string;
  kvkkHref: string;
}

/** The KVKK line of every form that collects personal data. */
export function KvkkNotice({ text }: { text?: KvkkText }) {
  return (
    <p className="text-xs text-slate-600">
      {text?.kvkk ?? KVKK_NOTICE}{' '}
      <a href={text?.kvkkHref ?? '/kvkk'} className="font-medium text-brand-700 underline">
        {text?.kvkkLink ?? 'KVKK Aydınlatma Metni'}
      </a>
    </p>
  );
}

/** The message of a refused form, above its fields; rendered by the server, so read without scripts too. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** The thank-you of a form that was received: its title and text, announced as a status. */
export function FormReceived({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
