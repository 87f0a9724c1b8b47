// What became of a sent form, shown above it: the refusal's message, or the thank-you.

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
