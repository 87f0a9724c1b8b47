// The pages of the forms a browser can post without scripts (DESIGN §6): where each form lives, the
// heading of the page that shows it again after a refusal, and the text of the page that confirms it,
// in every language (the Turkish texts as the spec writes them).
import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { PARTNERSHIP_MSG } from '~/features/partnerships/messages.ts';
import { ADD_BUSINESS_MSG, REGISTRATION_MSG } from '~/features/submissions/messages.ts';
import {
  PARTNERSHIP_REPLY_BUSINESS_DAYS as REPLY_DAYS,
  REGISTRATION_REVIEW_DAYS as REVIEW_DAYS,
} from '~/lib/constants.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const FORM_PAGES = {
  contact: '/contact',
  register: '/register-business',
  'add-business': '/add-business',
  partnership: '/partnership',
} as const;

export type FormName = keyof typeof FORM_PAGES;

/** Each form's texts around it: `${name}Title` heads the page that shows it again, the rest its confirmation. */
export const FORM_PAGE_TEXT = defineCatalogue(
  {
    contactTitle: 'Mesaj Gönderin',
    contactSentTitle: CONTACT_MSG.successTitle,
    contactSentText: CONTACT_MSG.successText,
    contactAgain: CONTACT_MSG.again,
    registerTitle: 'İşletme Kayıt Formu',
    registerSentTitle: REGISTRATION_MSG.successTitle,
    registerSentText: REGISTRATION_MSG.successText,
    registerAgain: 'Yeni Kayıt',
    'add-businessTitle': 'İşletme Ekle',
    'add-businessSentTitle': ADD_BUSINESS_MSG.noticeTitle,
    'add-businessSentText': ADD_BUSINESS_MSG.noticeText,
    'add-businessAgain': 'Başka Bir İşletme Ekle',
    partnershipTitle: 'Ortaklık Başvurusu',
    partnershipSentTitle: PARTNERSHIP_MSG.successTitle,
    partnershipSentText: PARTNERSHIP_MSG.successText,
    partnershipAgain: 'Yeni Başvuru',
  },
  {
    en: {
      contactTitle: 'Send us a message',
      contactSentTitle: 'Your message was sent!',
      contactSentText: 'We will get back to you as soon as possible. Thank you.',
      contactAgain: 'Send another message',
      registerTitle: 'Business registration form',
      registerSentTitle: 'Application received!',
      registerSentText: `Your business registration was received. The review takes ${REVIEW_DAYS} working days.`,
      registerAgain: 'New registration',
      'add-businessTitle': 'Add a business',
      'add-businessSentTitle': 'Your application was received',
      'add-businessSentText': `Your business will be published once it has been reviewed. The review usually takes ${REVIEW_DAYS} working days.`,
      'add-businessAgain': 'Add another business',
      partnershipTitle: 'Partnership application',
      partnershipSentTitle: 'Application sent',
      partnershipSentText: `Your partnership application was received. We will get back to you within ${REPLY_DAYS} working days.`,
      partnershipAgain: 'New application',
    },
    ku: {
      contactTitle: 'Ji me re peyamekê bişînin',
      contactSentTitle: 'Peyama we hat şandin!',
      contactSentText: 'Em ê di zûtirîn dem de bersiva we bidin. Spas.',
      contactAgain: 'Peyameke nû bişîne',
      registerTitle: 'Forma tomarkirina karsaziyê',
      registerSentTitle: 'Serlêdan hat wergirtin!',
      registerSentText: `Tomara karsaziya we hat wergirtin. Nirxandin ${REVIEW_DAYS} rojên kar dajo.`,
      registerAgain: 'Tomareke nû',
      'add-businessTitle': 'Karsaziyekê zêde bike',
      'add-businessSentTitle': 'Serlêdana we hat wergirtin',
      'add-businessSentText': `Karsaziya we piştî nirxandinê tê weşandin. Nirxandin bi gelemperî ${REVIEW_DAYS} rojên kar dajo.`,
      'add-businessAgain': 'Karsaziyeke din zêde bike',
      partnershipTitle: 'Serlêdana hevkariyê',
      partnershipSentTitle: 'Serlêdan hat şandin',
      partnershipSentText: `Serlêdana we ya hevkariyê hat wergirtin. Em ê di nav ${REPLY_DAYS} rojên kar de bersiva we bidin.`,
      partnershipAgain: 'Serlêdaneke nû',
    },
  },
);

/** The on-demand route that shows a refused form post again (src/pages/form/[name].astro). */
export const formAgainPath = (name: FormName) => `/form/${name}`;
