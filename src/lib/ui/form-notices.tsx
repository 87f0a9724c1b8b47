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
