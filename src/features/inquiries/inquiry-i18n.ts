// The message-the-owner form on a business page in every language; the Turkish ones are the form's own.
import { INQUIRY_MSG } from '~/features/inquiries/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const INQUIRY_TEXT = defineCatalogue(
  {
    title: INQUIRY_MSG.title,
    name: 'Adınız Soyadınız',
    email: 'E-posta',
    phone: 'Telefon (isteğe bağlı)',
    message: 'Mesajınız',
    submit: 'Mesajı Gönder',
    sentTitle: INQUIRY_MSG.sentTitle,
    sentText: INQUIRY_MSG.sentText,
    back: 'İşletme sayfasına dönün',
    // The schema's messages, for a refused post shown again (form-state-text.ts).
    nameError: INQUIRY_MSG.name,
    emailError: INQUIRY_MSG.email,
    messageError: INQUIRY_MSG.message,
    notSent: INQUIRY_MSG.notSent,
  },
  {
    en: {
      title: 'Send the business a message',
      name: 'Your full name',
      email: 'Email',
      phone: 'Phone (optional)',
      message: 'Your message',
      submit: 'Send message',
      sentTitle: 'Your message has been sent',
      sentText: 'The business will reply to your email address or phone.',
      back: 'Back to the place’s page',
      nameError: 'Write your name.',
      emailError: 'Write a valid email address.',
      messageError: 'Write your message.',
      notSent: 'Your message could not be sent. Please correct the marked fields.',
    },
    ku: {
      title: 'Ji karsaziyê re peyamekê bişîne',
      name: 'Nav û paşnavê we',
      email: 'E-name',
      phone: 'Telefon (ne mecbûrî)',
      message: 'Peyama we',
      submit: 'Peyamê bişîne',
      sentTitle: 'Peyama we hate şandin',
      sentText: 'Karsazî dê bi e-name an telefona we bersiva we bide.',
      back: 'Vegere rûpela cihî',
      nameError: 'Navê xwe binivîsin.',
      emailError: 'Navnîşaneke e-nameyê ya derbasdar binivîsin.',
      messageError: 'Peyama xwe binivîsin.',
      notSent: 'Peyama we nehate şandin. Ji kerema xwe qadên nîşankirî rast bikin.',
    },
  },
);

export type InquiryText = (typeof INQUIRY_TEXT)['tr'];
