// The pages of the forms a browser can post without scripts (DESIGN §6): where each form lives, the
// heading of the page that shows it again after a refusal, and the text of the page that confirms it.
import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { PARTNERSHIP_MSG } from '~/features/partnerships/messages.ts';
import { ADD_BUSINESS_MSG, REGISTRATION_MSG } from '~/features/submissions/messages.ts';

export interface FormPage {
  /** The page the form lives on. */
  page: string;
  /** Heading of the page that shows the form again with its messages. */
  title: string;
  /** The confirmation at `${page}/sent`. */
  sent: { title: string; text: string; again: string };
}

export const FORM_PAGES = {
  contact: {
    page: '/contact',
    title: 'Mesaj Gönderin',
    sent: { title: CONTACT_MSG.successTitle, text: CONTACT_MSG.successText, again: CONTACT_MSG.again },
  },
  register: {
    page: '/register-business',
    title: 'İşletme Kayıt Formu',
    sent: { title: REGISTRATION_MSG.successTitle, text: REGISTRATION_MSG.successText, again: 'Yeni Kayıt' },
  },
  'add-business': {
    page: '/add-business',
    title: 'İşletme Ekle',
    sent: { title: ADD_BUSINESS_MSG.noticeTitle, text: ADD_BUSINESS_MSG.noticeText, again: 'Başka Bir İşletme Ekle' },
  },
  partnership: {
    page: '/partnership',
    title: 'Ortaklık Başvurusu',
    sent: { title: PARTNERSHIP_MSG.successTitle, text: PARTNERSHIP_MSG.successText, again: 'Yeni Başvuru' },
  },
} as const satisfies Record<string, FormPage>;

export type FormName = keyof typeof FORM_PAGES;

/** The on-demand route that shows a refused form post again (src/pages/form/[name].astro). */
export const formAgainPath = (name: FormName) => `/form/${name}`;

/** The confirmation page of a form. */
export const formSentPath = (name: FormName) => `${FORM_PAGES[name].page}/sent`;
