import { type FormEvent, useState } from 'react';
import { reviewSchema } from '~/features/reviews/schema.ts';
import { REVIEW_MSG as M } from '~/features/submissions/messages.ts';
import { fieldErrorsOf, requestJson } from '~/lib/client/post-json.ts';
import { showToast } from '~/lib/client/toast.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { controlProps, Field, Honeypot, inputClass, KvkkNotice, primaryButtonClass } from '~/lib/ui/FormParts.tsx';

export interface Props {
  businessId: number;
}

/** A visitor's star rating and comment; published once an admin approves it. */
export default function ReviewForm({ businessId }: Props) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [honeypot, setHoneypot] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = { rating, comment, authorName };
    const parsed = reviewSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setState('sending');
    const result = await requestJson(`/api/businesses/${businessId}/reviews`, {
      ...parsed.data,
      [HONEYPOT_FIELD]: honeypot,
    });
    if (!result.ok) {
      setState('form');
      setErrors(result.fieldErrors);
      showToast({ title: M.failureTitle, description: result.error || M.failureText, variant: 'destructive' });
      return;
    }
    setState('sent');
  }

  if (state === 'sent') {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{M.successTitle}</p>
        <p className="mt-1 text-sm">{M.successText}</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-label="Yorum formu">
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          Puanınız
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
              <span className="sr-only">{n} yıldız</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="rating-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <Field id="review-comment" label="Yorumunuz" required error={errors.comment}>
        <textarea
          {...controlProps('review-comment', errors.comment)}
          rows={4}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id="review-author" label="Adınız (isteğe bağlı)" error={errors.authorName}>
        <input
          {...controlProps('review-author', errors.authorName)}
          value={authorName}
          onChange={(e) => setAuthorName(e.target.value)}
          autoComplete="name"
          className={inputClass}
        />
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <KvkkNotice />
      <button type="submit" disabled={state === 'sending'} className={primaryButtonClass}>
        {state === 'sending' ? M.submitting : 'Yorumu Gönder'}
      </button>
    </form>
  );
}
