import { useState } from 'react';
import { REVIEW_MSG as M } from '~/features/reviews/messages.ts';
import { reviewSchema } from '~/features/reviews/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { Honeypot, KvkkNotice } from '~/lib/ui/form-notices.tsx';
import { StarIcon } from '~/lib/ui/stars.tsx';

export interface Props {
  businessId: number;
}

/** A visitor's star rating and comment; published once an admin approves it. */
export default function ReviewForm({ businessId }: Props) {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: { rating: 0, comment: '', authorName: '' },
    schema: reviewSchema,
    send: (data, honeypot) =>
      apiFetch(`/api/businesses/${businessId}/reviews`, { body: { ...data, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: M.failureTitle, text: M.failureText },
    onSuccess: () => setSent(true),
  });
  const rating = form.values.rating;
  const ratingError = form.errors.rating;

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{M.successTitle}</p>
        <p className="mt-1 text-sm">{M.successText}</p>
      </div>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="relative space-y-4" aria-label="Yorum formu">
      <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
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
                onChange={() => form.setValue('rating', n)}
                className="peer sr-only"
              />
              <StarIcon
                filled={n <= rating}
                className={`h-8 w-8 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              />
              <span className="sr-only">{n} yıldız</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="rating-error" role="alert" className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        id="review-comment"
        name="comment"
        label="Yorumunuz"
        required
        rows={4}
        {...form.field('comment')}
      />
      <TextField
        id="review-author"
        name="authorName"
        label="Adınız (isteğe bağlı)"
        autoComplete="name"
        {...form.field('authorName')}
      />
      <Honeypot {...form.honeypot} />
      <KvkkNotice />
      <button type="submit" disabled={form.submitting} className={primaryButtonClass}>
        {form.submitting ? M.submitting : 'Yorumu Gönder'}
      </button>
    </form>
  );
}
