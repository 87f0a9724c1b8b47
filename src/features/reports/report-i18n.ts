// The 'Bilgiler yanlış / kapandı' corner of a business page in every language; its form island gets
// only its language's words. The Turkish ones are REPORT_MSG's.
import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { REPORT_MSG, REPORT_REASON_LABELS } from '~/features/reports/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const REPORT_TEXT = defineCatalogue(
  {
    heading: REPORT_MSG.heading,
    intro: REPORT_MSG.intro,
    open: REPORT_MSG.open,
    formTitle: REPORT_MSG.formTitle,
    backToBusiness: REPORT_MSG.backToBusiness,
    // The schema's messages, for a refused post shown again (form-state-text.ts).
    reasonError: REPORT_MSG.reason,
    messageError: REPORT_MSG.message,
    emailError: CONTACT_MSG.email,
  },
  {
    en: {
      heading: 'Wrong details, or has the place closed?',
      intro: 'Tell us what is wrong; we will check it and correct it.',
      open: 'Wrong details / closed — tell us',
      formTitle: 'Report wrong details',
      backToBusiness: 'Back to the place’s page',
      reasonError: 'Please choose a reason',
      messageError: 'Please write what you saw in at least 5 characters',
      emailError: 'Enter a valid email address',
    },
    ku: {
      heading: 'Agahî şaş in, an cih hate girtin?',
      intro: 'Şaşiya ku we dît ji me re bibêjin; em ê kontrol bikin û rast bikin.',
      open: 'Agahî şaş in / hate girtin — ragihînin',
      formTitle: 'Ragihandina agahiyên şaş',
      backToBusiness: 'Vegere rûpela cihî',
      reasonError: 'Ji kerema xwe sedemekê hilbijêrin',
      messageError: 'Ji kerema xwe tiştê ku we dît bi kêmî 5 tîpan binivîsin',
      emailError: 'Navnîşaneke e-nameyê ya derbasdar binivîsin',
    },
  },
);

export const REPORT_FORM_TEXT = defineCatalogue(
  {
    formLabel: REPORT_MSG.formLabel,
    reason: 'Neden',
    reasonPlaceholder: REPORT_MSG.reasonPlaceholder,
    wrong_info: REPORT_REASON_LABELS.wrong_info,
    moved: REPORT_REASON_LABELS.moved,
    closed_temporarily: REPORT_REASON_LABELS.closed_temporarily,
    closed_permanently: REPORT_REASON_LABELS.closed_permanently,
    other: REPORT_REASON_LABELS.other,
    message: 'Ne gördünüz?',
    name: 'Adınız (isteğe bağlı)',
    email: 'E-posta',
    emailHint: REPORT_MSG.emailHint,
    submit: REPORT_MSG.submit,
    submitting: REPORT_MSG.submitting,
    successTitle: REPORT_MSG.successTitle,
    successText: REPORT_MSG.successText,
    failureTitle: REPORT_MSG.failureTitle,
    failureText: REPORT_MSG.failureText,
  },
  {
    en: {
      formLabel: 'Report wrong details',
      reason: 'Reason',
      reasonPlaceholder: 'Choose a reason',
      wrong_info: 'Wrong details (phone, address, hours…)',
      moved: 'Moved',
      closed_temporarily: 'Temporarily closed',
      closed_permanently: 'Permanently closed',
      other: 'Another problem',
      message: 'What did you see?',
      name: 'Your name (optional)',
      email: 'Email',
      emailHint: 'Optional; so that we can answer you.',
      submit: 'Send report',
      submitting: 'Sending…',
      successTitle: 'Your report has been received',
      successText: 'Thank you. We will check the details and correct them if needed.',
      failureTitle: 'Error',
      failureText: 'Something went wrong while sending your report. Please try again.',
    },
    ku: {
      formLabel: 'Forma ragihandina agahiyên şaş',
      reason: 'Sedem',
      reasonPlaceholder: 'Sedemekê hilbijêrin',
      wrong_info: 'Agahî şaş in (telefon, navnîşan, dem…)',
      moved: 'Bar kir',
      closed_temporarily: 'Demkî girtî ye',
      closed_permanently: 'Bi temamî hate girtin',
      other: 'Pirsgirêkeke din',
      message: 'We çi dît?',
      name: 'Navê we (ne mecbûrî)',
      email: 'E-name',
      emailHint: 'Ne mecbûrî; da ku em bersiva we bidin.',
      submit: 'Ragihandinê bişîne',
      submitting: 'Tê şandin…',
      successTitle: 'Ragihandina we gihîşt',
      successText: 'Spas. Em ê agahiyan kontrol bikin û heke pêwîst be rast bikin.',
      failureTitle: 'Çewtî',
      failureText: 'Dema şandina ragihandina we de çewtiyek çêbû. Ji kerema xwe dîsa biceribînin.',
    },
  },
);

export type ReportFormText = (typeof REPORT_FORM_TEXT)['tr'];
