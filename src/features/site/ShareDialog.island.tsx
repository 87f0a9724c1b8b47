import { useEffect, useId, useRef, useState } from 'react';
import {
  clampShareMessage,
  dialogShareText,
  SHARE_MESSAGE_TYPES,
  SHARE_MSG,
  SHARE_NETWORKS,
  type ShareMessageType,
  shareMessageLength,
} from '~/features/site/share.ts';
import { shareTo } from '~/features/site/share-actions.ts';
import { useHydrated } from '~/lib/client/use-hydrated.ts';
import { SHARE_MESSAGE_MAX } from '~/lib/constants.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** The page's absolute URL (the server writes it on the site's origin). */
  url: string;
  businessName: string;
  /** The dialog's own words in the page's language (share-i18n.ts; omitted: Turkish). */
  texts?: ShareDialogText | undefined;
}

/** The dialog's words an island is given: the button, the title ('{name}' for the business), the rest. */
export interface ShareDialogText {
  button: string;
  title: string;
  close: string;
  messageType: string;
  customMessage: string;
  /** Each message type's choice and the text it shares ('{name}' for the business); omitted: Turkish. */
  types?: Record<ShareMessageType, readonly [label: string, text: string]>;
}

const TURKISH: ShareDialogText = {
  button: SHARE_MSG.shareBusiness,
  title: '{name} işletmesini paylaş',
  close: 'Kapat',
  messageType: 'Mesaj türü',
  customMessage: 'Özel mesaj (isteğe bağlı)',
};

const DIALOG_NETWORKS = SHARE_NETWORKS.filter((n) => n.id !== 'telegram');

/** Business share dialog: message type, optional custom message (≤ 500), four networks. */
export default function ShareDialog({ url, businessName, texts = TURKISH }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [type, setType] = useState<ShareMessageType>('recommendation');
  const [custom, setCustom] = useState('');
  const titleId = useId();
  const messageId = useId();
  const counterId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    const dialog = dialogRef.current;
    const onClick = (event: MouseEvent) => event.target === dialog && dialog?.close();
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, []);

  const length = shareMessageLength(custom);
  const typeWords = texts.types;
  const text =
    typeWords && !custom.trim()
      ? typeWords[type][1].replace('{name}', businessName)
      : dialogShareText(type, businessName, custom);
  const share = (network: (typeof DIALOG_NETWORKS)[number]['id']) => shareTo(network, url, text);

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => dialogRef.current?.showModal()}
        className={`${SHARE_MSG.shareBusinessButtonClass} noscript:hidden`}
      >
        {texts.button}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl p-0 backdrop:bg-black/50"
      >
        <div className="p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {texts.title.replace('{name}', businessName)}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label={texts.close}
              className="rounded p-1 text-xl leading-none text-slate-500 hover:text-slate-900"
            >
              ×
            </button>
          </div>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold">{texts.messageType}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {SHARE_MESSAGE_TYPES.map((t) => (
                <label
                  key={t.id}
                  className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${type === t.id ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300'}`}
                >
                  <input
                    type="radio"
                    name="share-type"
                    value={t.id}
                    checked={type === t.id}
                    onChange={() => setType(t.id)}
                    className="mr-2"
                  />
                  {typeWords ? typeWords[t.id][0] : t.label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 [overflow-wrap:anywhere]">{text}</p>
          <label htmlFor={messageId} className="mt-4 block text-sm font-semibold">
            {texts.customMessage}
          </label>
          <textarea
            id={messageId}
            value={custom}
            maxLength={SHARE_MESSAGE_MAX}
            onChange={(e) => setCustom(clampShareMessage(e.target.value))}
            aria-describedby={counterId}
            rows={3}
            className="mt-1 w-full rounded-lg border border-slate-300 p-2 text-sm"
          />
          <p
            id={counterId}
            className={`text-right text-xs ${length >= SHARE_MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-slate-500'}`}
            aria-live="polite"
          >
            {length}/{SHARE_MESSAGE_MAX}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {DIALOG_NETWORKS.map((n) => (
              <button key={n.id} type="button" onClick={() => share(n.id)} className={buttonClass('secondary', 'sm')}>
                {n.label}
              </button>
            ))}
          </div>
        </div>
      </dialog>
    </>
  );
}
