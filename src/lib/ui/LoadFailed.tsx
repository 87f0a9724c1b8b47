/** An island's data could not be loaded: the alert with the button that tries again. */
export function LoadFailed({ retry, className = '' }: { retry: () => void; className?: string }) {
  return (
    <div role="alert" className={`rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}>
      Veriler yüklenemedi.{' '}
      <button type="button" onClick={retry} className="font-semibold underline">
        Tekrar dene
      </button>
    </div>
  );
}
