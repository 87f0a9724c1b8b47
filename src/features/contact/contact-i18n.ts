// The contact form in every language (typed as lib/i18n's catalogues): the Turkish texts as the spec
// writes them (messages.ts, the schema's messages among them), English and Kurmanji beside them. The
// island gets one language's texts as a prop.
import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const CONTACT_TEXT = defineCatalogue(
  {
    ...CONTACT_MSG,
    formLabel: 'İletişim formu',
    submit: 'Mesaj Gönder',
    nameLabel: 'Adınız Soyadınız',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    subjectLabel: 'Konu',
    messageLabel: 'Mesajınız',
  },
  {
    en: {
      name: 'Your name is required',
      email: 'Enter a valid email address',
      subject: 'A subject is required',
      message: 'Your message is required',
      submitting: 'Sending...',
      successTitle: 'Your message was sent!',
      successText: 'We will get back to you as soon as possible. Thank you.',
      again: 'Send another message',
      failureTitle: 'Error',
      failureText: 'Something went wrong while sending your message. Please try again.',
      formLabel: 'Contact form',
      submit: 'Send message',
      nameLabel: 'Your full name',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      subjectLabel: 'Subject',
      messageLabel: 'Your message',
    },
    ku: {
      name: 'Navê we pêwîst e',
      email: 'Navnîşaneke e-nameyê ya derbasdar binivîsin',
      subject: 'Mijar pêwîst e',
      message: 'Peyama we pêwîst e',
      submitting: 'Tê şandin...',
      successTitle: 'Peyama we hat şandin!',
      successText: 'Em ê di zûtirîn dem de bersiva we bidin. Spas.',
      again: 'Peyameke nû bişîne',
      failureTitle: 'Çewtî',
      failureText: 'Dema şandina peyama we de çewtiyek çêbû. Ji kerema xwe dîsa biceribînin.',
      formLabel: 'Forma têkiliyê',
      submit: 'Peyamê bişîne',
      nameLabel: 'Nav û paşnavê we',
      emailLabel: 'E-name',
      phoneLabel: 'Telefon',
      subjectLabel: 'Mijar',
      messageLabel: 'Peyama we',
    },
  },
);

export type ContactText = (typeof CONTACT_TEXT)['tr'];
