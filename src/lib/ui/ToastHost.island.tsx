import { useEffect } from 'react';
import { $toast, dismissToast, showToast, TOAST_EVENT, type Toast } from '~/lib/client/toast.ts';
import { useStore } from '~/lib/client/use-store.ts';

const VISIBLE_MS = 5000;

/** Shows the single current toast in a live region; rendered once per page that has islands. */
export default function ToastHost() {
  const $current = useStore($toast);

  useEffect(() => {
    const onEvent = (event: Event) => showToast((event as CustomEvent<Omit<Toast, 'id'>>).detail);
    window.addEventListener(TOAST_EVENT, onEvent);
    return () => window.removeEventListener(TOAST_EVENT, onEvent);
  }, []);

  useEffect(() => {
    if (!$current) return;
    const timer = setTimeout(dismissToast, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [$current]);

  const destructive = $current?.variant === 'destructive';
  return (
    <div
      aria-live={destructive ? 'assertive' : 'polite'}
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[100] flex justify-center px-4 sm:bottom-6 sm:justify-end"
    >
      {$current && (
        <div
          key={$current.id}
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'}`}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="font-semibold">{$current.title}</p>
              {$current.description && <p className="mt-1 text-sm">{$current.description}</p>}
            </div>
            <button
              type="button"
              onClick={dismissToast}
              className="rounded p-1 text-lg leading-none text-slate-500 hover:text-slate-900"
              aria-label="Bildirimi kapat"
            >
              ×
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
