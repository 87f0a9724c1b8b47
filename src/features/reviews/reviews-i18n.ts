// The reviews' words on a business page in every language (the list, the reply, the stars, the form
// and its messages); the form island gets only its language's, as a prop. The Turkish ones are the spec's.
import { REVIEW_MSG } from '~/features/reviews/messages.ts';
import { REPLY_MSG } from '~/features/reviews/reply-messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';
import { TOO_LONG } from '~/lib/messages.ts';

export const REVIEW_TEXT = defineCatalogue(
  {
    heading: 'Yorumlar',
    write: 'Yorum Yazın',
    empty: REVIEW_MSG.empty,
    anonymous: REVIEW_MSG.anonymous,
    successTitle: REVIEW_MSG.successTitle,
    successText: REVIEW_MSG.successText,
    notSent: REVIEW_MSG.notSent,
    toForm: REVIEW_MSG.toForm,
    replyLabel: REPLY_MSG.label,
    noRatings: 'Henüz değerlendirme yok',
    ratingOne: 'değerlendirme',
    ratingOther: 'değerlendirme',
  },
  {
    en: {
      heading: 'Reviews',
      write: 'Write a review',
      empty: 'No approved reviews yet. Be the first to write one.',
      anonymous: 'Visitor',
      successTitle: 'Your review has been received',
      successText: 'It will be published once it is approved. Thank you.',
      notSent: 'Your review could not be sent:',
      toForm: 'Go to the review form',
      replyLabel: 'Reply from the business',
      noRatings: 'No ratings yet',
      ratingOne: 'rating',
      ratingOther: 'ratings',
    },
    ku: {
      heading: 'Şîrove',
      write: 'Şîroveyekê binivîse',
      empty: 'Hêj şîroveyeke pejirandî tune. Şîroveya yekem hûn binivîsin.',
      anonymous: 'Mêvan',
      successTitle: 'Şîroveya we gihîşt',
      successText: 'Piştî ku were pejirandin dê were weşandin. Spas.',
      notSent: 'Şîroveya we nehate şandin:',
      toForm: 'Here forma şîroveyê',
      replyLabel: 'Bersiva karsaziyê',
      noRatings: 'Hêj nirxandin tune',
      ratingOne: 'nirxandin',
      ratingOther: 'nirxandin',
    },
  },
);

/** The review form island's words: only these reach the browser, in the page's language. */
export const REVIEW_FORM_TEXT = defineCatalogue(
  {
    formLabel: 'Yorum formu',
    submit: 'Yorumu Gönder',
    submitting: REVIEW_MSG.submitting,
    rating: 'Puanınız',
    starOne: '{n} yıldız',
    starOther: '{n} yıldız',
    comment: 'Yorumunuz',
    name: 'Adınız (isteğe bağlı)',
    ratingError: REVIEW_MSG.rating,
    commentError: REVIEW_MSG.comment,
    tooLong: TOO_LONG,
    failureTitle: REVIEW_MSG.failureTitle,
    failureText: REVIEW_MSG.failureText,
  },
  {
    en: {
      formLabel: 'Review form',
      submit: 'Send review',
      submitting: 'Sending…',
      rating: 'Your rating',
      starOne: '{n} star',
      starOther: '{n} stars',
      comment: 'Your review',
      name: 'Your name (optional)',
      ratingError: 'Please give a rating from 1 to 5',
      commentError: 'Please write a review of at least 10 characters',
      tooLong: 'This field is too long',
      failureTitle: 'Error',
      failureText: 'Something went wrong while sending your review.',
    },
    ku: {
      formLabel: 'Forma şîroveyê',
      submit: 'Şîroveyê bişîne',
      submitting: 'Tê şandin…',
      rating: 'Nirxandina we',
      starOne: '{n} stêrk',
      starOther: '{n} stêrk',
      comment: 'Şîroveya we',
      name: 'Navê we (ne mecbûrî)',
      ratingError: 'Ji kerema xwe nirxekê ji 1 heta 5 bidin',
      commentError: 'Ji kerema xwe şîroveyeke herî kêm 10 tîpî binivîsin',
      tooLong: 'Ev qad pir dirêj e',
      failureTitle: 'Çewtî',
      failureText: 'Dema şandina şîroveya we de çewtiyek çêbû.',
    },
  },
);

export type ReviewFormText = (typeof REVIEW_FORM_TEXT)['tr'];
