import { useState } from 'react';
import { REVIEW_LIMITS as L, REVIEW_MSG } from '~/features/reviews/messages.ts';
import type { ReviewFormText } from '~/features/reviews/reviews-i18n.ts';
import { reviewSchema } from '~/features/reviews/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { REVIEW_POSTER_SOURCE } from '~/lib/paths.ts';
import { FIELD_ERROR_CLASS, primaryButtonClass } from '~/lib/ui/field.tsx';
import { TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { type FormFrameText, PublicForm } from '~/lib/ui/PublicForm.tsx';
import { StarIcon } from '~/lib/ui/stars.tsx';

export interface Props extends FormIslandProps {
  businessId: number;
  /** `afis` when the page was opened from the printed invitation: the review says where it came from. */
  source?: typeof REVIEW_POSTER_SOURCE.value | undefined;
  /** The form's words in the page's language (reviews-i18n.ts, picked on the server). */
  texts: ReviewFormText;
  /** The thank-you after a review sent by the script, on another language's page (omitted: Turkish). */
  received?: { title: string; text: string } | undefined;
  /** The KVKK line and the honeypot in the page's language (omitted: Turkish). */
  frame?: FormFrameText | undefined;
}

/** The form's values as the controls hold them: the rating is the checked star's value, '' for none. */
type Values = { rating: string; comment: string; authorName: string };

const EMPTY: Values = { rating: '', comment: '', authorName: '' };
const STARS = [1, 2, 3, 4, 5] as const;

/** The review schema on the form's values: the rating as a number, absent when no star is chosen. */
const valuesSchema = {
  safeParse: (values: Values) =>
    reviewSchema.safeParse({ ...values, rating: values.rating === '' ? undefined : Number(values.rating) }),
};

/**
 * A visitor's star rating and comment; published once an admin approves it. A plain form post to the
 * business's reviews endpoint until its script runs (and with JavaScript off): the stars are radio
 * buttons whose colour follows the checked one in CSS alone. Once hydrated, the schema's Turkish
 * messages replace the browser's own checks and the review is sent by the script.
 */
export default function ReviewForm({ businessId, state, source, texts: M, frame, received }: Props) {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    schema: valuesSchema,
    send: (data, honeypot) =>
      apiFetch(`/api/businesses/${businessId}/reviews`, {
        body: { ...data, ...(source ? { [REVIEW_POSTER_SOURCE.name]: source } : {}), [HONEYPOT_FIELD]: honeypot },
      }),
    failure: { title: M.failureTitle, text: M.failureText },
    onSuccess: () => setSent(true),
  });
  // The schema's and the server's messages are Turkish: on another language's page each is shown in
  // that language (the Turkish page's texts are the messages themselves).
  const say = (message: string | undefined) =>
    message === REVIEW_MSG.rating
      ? M.ratingError
      : message === REVIEW_MSG.comment
        ? M.commentError
        : message === TOO_LONG
          ? M.tooLong
          : message;
  const ratingError = say(form.errors.rating);
  const commentError = say(form.errors.comment);

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{received?.title ?? REVIEW_MSG.successTitle}</p>
        <p className="mt-1 text-sm">{received?.text ?? REVIEW_MSG.successText}</p>
      </div>
    );
  }

  return (
    <PublicForm
      form={form}
      action={`/api/businesses/${businessId}/reviews`}
      label={M.formLabel}
      message={state?.message}
      noValidate={form.hydrated}
      className="relative space-y-4"
      submitLabel={M.submit}
      submittingLabel={M.submitting}
      buttonClassName={primaryButtonClass}
      frame={frame}
    >
      {source && <input type="hidden" name={REVIEW_POSTER_SOURCE.name} value={source} />}
      <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {M.rating}
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-1 flex gap-1">
          {STARS.map((n) => (
            // A star is lit when its own radio or a later one is checked.
            <label
              key={n}
              className="cursor-pointer text-slate-300 has-checked:text-amber-500 [&:has(~label_input:checked)]:text-amber-500"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                required
                checked={form.values.rating === String(n)}
                onChange={() => form.setValue('rating', String(n))}
                className="peer sr-only"
              />
              <StarIcon filled className="h-8 w-8 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600" />
              <span className="sr-only">{(n === 1 ? M.starOne : M.starOther).replace('{n}', String(n))}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="rating-error" role="alert" className={FIELD_ERROR_CLASS}>
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={M.comment}
        required
        minLength={L.commentMin}
        maxLength={L.comment}
        rows={4}
        {...form.bind('comment', 'review')}
        error={commentError}
      />
      <TextField
        label={M.name}
        maxLength={L.authorName}
        autoComplete="name"
        {...form.bind('authorName', 'review')}
        error={say(form.errors.authorName)}
      />
    </PublicForm>
  );
}
