// The words of the business page's parts (the row of actions, the closure banner, the open-or-closed
// line and the hours, the similar listings) in every language; the Turkish ones are the spec's, unchanged.
import { ACTIONS_MSG, BUSINESS_PAGE_MSG, closedUntil } from '~/features/directory/business-page.ts';
import { CLOSURE_LABELS } from '~/features/listings/closure.ts';
import { holidayNameIn } from '~/features/listings/holiday-names.ts';
import type { HolidayDay } from '~/features/listings/holidays.ts';
import { HOLIDAY_MODE_LABELS, type OpeningStatus } from '~/features/listings/opening-hours.ts';
import { WEEK_DAY_LABELS, type WeekDay } from '~/features/listings/options.ts';
import { INTL_LOCALE, type Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';
import { MSG } from '~/lib/messages.ts';
import { withSuffix } from '~/lib/text.ts';

export const BUSINESS_PARTS_TEXT = defineCatalogue(
  {
    actionsLabel: ACTIONS_MSG.label,
    call: ACTIONS_MSG.call,
    directions: ACTIONS_MSG.directions,
    whatsapp: ACTIONS_MSG.whatsapp,
    save: ACTIONS_MSG.save,
    share: ACTIONS_MSG.share,
    moved: CLOSURE_LABELS.moved,
    closedTemporarily: CLOSURE_LABELS.closed_temporarily,
    closedPermanently: CLOSURE_LABELS.closed_permanently,
    newAddress: 'Yeni adres:',
    oldAddress: 'Eski adres:',
    since: (date: string) => `${date} tarihinden beri`,
    closedTemporarilyText: 'Bu işletme şu an hizmet vermiyor; gitmeden önce arayıp sorun.',
    closedPermanentlyText: 'Bu işletme kapandı; bilgiler arşiv için gösteriliyor.',
    reopensOn: (date: string) => `${withSuffix(date, 'da')} yeniden açılıyor`,
    reopensToday: 'bugün yeniden açılıyor',
    reopeningOverdue: (date: string) => `${withSuffix(date, 'da')} yeniden açılması bekleniyordu`,
    reopeningUnconfirmed: 'Yeniden açıldığı henüz bildirilmedi; bilgi güncellenene kadar kapalı gösteriliyor.',
    similar: BUSINESS_PAGE_MSG.similar,
    similarText: BUSINESS_PAGE_MSG.similarText,
    openNow: 'Şimdi açık',
    closedNow: 'Kapalı',
    todayHours: 'Bugün:',
    today: 'bugün',
    tomorrow: 'yarın',
    allDay: '24 Saat',
    specialDay: 'Özel gün',
    holidayDoubt: 'Bugün bayram: saatler değişebilir',
    dayOffDoubt: 'Bugün resmî tatil: saatler değişebilir',
    holidayOpen: HOLIDAY_MODE_LABELS.open,
    holidayClosed: HOLIDAY_MODE_LABELS.closed,
    holidaySpecial: HOLIDAY_MODE_LABELS.special,
    active: 'Aktif',
    inactive: 'Pasif',
    notFound: MSG.businessNotFound,
  },
  {
    en: {
      actionsLabel: 'Quick actions',
      call: 'Call',
      directions: 'Directions',
      whatsapp: 'WhatsApp',
      save: 'Save',
      share: 'Share',
      moved: 'Moved',
      closedTemporarily: 'Temporarily closed',
      closedPermanently: 'Permanently closed',
      newAddress: 'New address:',
      oldAddress: 'Former address:',
      since: (date: string) => `since ${date}`,
      closedTemporarilyText: 'This place is not open at the moment; call and ask before you go.',
      closedPermanentlyText: 'This place has closed; its details are kept for the record.',
      reopensOn: (date: string) => `reopens on ${date}`,
      reopensToday: 'reopens today',
      reopeningOverdue: (date: string) => `was expected to reopen on ${date}`,
      reopeningUnconfirmed:
        'Its reopening has not been confirmed yet; it is shown as closed until the details are updated.',
      similar: 'Similar places',
      similarText: 'This place is not open; open places of the same kind nearby:',
      openNow: 'Open now',
      closedNow: 'Closed',
      todayHours: 'Today:',
      today: 'today',
      tomorrow: 'tomorrow',
      allDay: 'Open 24 hours',
      specialDay: 'Special day',
      holidayDoubt: 'Public holiday (bayram) today: hours may differ',
      dayOffDoubt: 'A public holiday today: hours may differ',
      holidayOpen: 'Open at the usual hours on public and religious holidays',
      holidayClosed: 'Closed on public and religious holidays',
      holidaySpecial: 'Open at special hours on public and religious holidays',
      active: 'Active',
      inactive: 'Inactive',
      notFound: 'Place not found',
    },
    ku: {
      actionsLabel: 'Karên bilez',
      call: 'Telefon bike',
      directions: 'Rê',
      whatsapp: 'WhatsApp',
      save: 'Tomar bike',
      share: 'Parve bike',
      moved: 'Bar kir',
      closedTemporarily: 'Demkî girtî ye',
      closedPermanently: 'Bi temamî hate girtin',
      newAddress: 'Navnîşana nû:',
      oldAddress: 'Navnîşana berê:',
      since: (date: string) => `ji ${date} ve`,
      closedTemporarilyText: 'Ev cih niha xizmetê nade; berî ku hûn biçin, telefon bikin û bipirsin.',
      closedPermanentlyText: 'Ev cih hate girtin; agahî ji bo arşîvê têne nîşandan.',
      reopensOn: (date: string) => `di ${date} de dîsa vedibe`,
      reopensToday: 'îro dîsa vedibe',
      reopeningOverdue: (date: string) => `dihat hêvîkirin ku di ${date} de dîsa vebe`,
      reopeningUnconfirmed: 'Hêj nehatiye ragihandin ku dîsa vebûye; heta agahî werin nûkirin, wek girtî tê nîşandan.',
      similar: 'Cihên wekhev',
      similarText: 'Ev cih xizmetê nade; cihên vekirî yên heman cureyî li nêzîk:',
      openNow: 'Niha vekirî ye',
      closedNow: 'Girtî',
      todayHours: 'Îro:',
      today: 'îro',
      tomorrow: 'sibê',
      allDay: '24 saet vekirî',
      specialDay: 'Roja taybet',
      holidayDoubt: 'Îro cejn e: dem dikarin biguherin',
      dayOffDoubt: 'Îro betlaneya fermî ye: dem dikarin biguherin',
      holidayOpen: 'Di cejn û betlaneyan de di demên asayî de vekirî ye',
      holidayClosed: 'Di cejn û betlaneyan de girtî ye',
      holidaySpecial: 'Di cejn û betlaneyan de di demên taybet de vekirî ye',
      active: 'Çalak',
      inactive: 'Neçalak',
      notFound: 'Cih nehate dîtin',
    },
  },
);

type Text = (typeof BUSINESS_PARTS_TEXT)['tr'];

/** A closure's label in a language. */
export const closureLabelIn = (closure: keyof typeof CLOSURE_LABELS, lang: Lang): string => {
  const t: Text = BUSINESS_PARTS_TEXT[lang];
  return closure === 'moved' ? t.moved : closure === 'closed_temporarily' ? t.closedTemporarily : t.closedPermanently;
};

/** A holiday mode's sentence in a language. */
export const holidayModeIn = (mode: keyof typeof HOLIDAY_MODE_LABELS, lang: Lang): string => {
  const t: Text = BUSINESS_PARTS_TEXT[lang];
  return mode === 'open' ? t.holidayOpen : mode === 'closed' ? t.holidayClosed : t.holidaySpecial;
};

/** A weekday's name in a language, through Intl (2024-01-01 was a Monday). */
export function weekDayIn(day: WeekDay, lang: Lang): string {
  if (lang === 'tr') return WEEK_DAY_LABELS[day];
  const index = Object.keys(WEEK_DAY_LABELS).indexOf(day);
  const name = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALE[lang]) + name.slice(1);
}

/**
 * A day's hours as written ('09:00-18:00', 'Kapalı', '24 Saat', 'Özel gün: Kapalı') in a language: the
 * times stay, the words are translated, and so is the name of the holiday the text is named after
 * (OpeningStatus.todayHoliday: 'Cumhuriyet Bayramı: Kapalı' is 'Republic Day: Closed').
 */
export function hoursTextIn(text: string, lang: Lang, holiday?: HolidayDay | null): string {
  if (lang === 'tr') return text;
  const t: Text = BUSINESS_PARTS_TEXT[lang];
  const prefix = holiday ? `${holiday.name}:` : null;
  if (holiday?.key && prefix && text.startsWith(prefix)) {
    return `${holidayNameIn({ key: holiday.key, arife: holiday.arife }, lang)}:${hoursTextIn(text.slice(prefix.length), lang)}`;
  }
  return text
    .replace(/^Özel gün:/, `${t.specialDay}:`)
    .replace(/Kapal[ıi]/gi, t.closedNow)
    .replace(/24\s*Saat/gi, t.allDay);
}

/** The open-or-closed line of a listing in a language ('Kapalı · açılış yarın 09:00'). */
export function statusLineIn(status: OpeningStatus, next: NextOpening | null, lang: Lang): string {
  const t: Text = BUSINESS_PARTS_TEXT[lang];
  if (lang === 'tr') return status.open ? status.label : closedUntil(status.label, next && nextOpeningText(next, lang));
  if (status.open) return t.openNow;
  if (!next) return t.closedNow;
  return lang === 'en'
    ? `${t.closedNow} · opens ${nextOpeningText(next, lang)}`
    : `${t.closedNow} · ${nextOpeningText(next, lang)} vedibe`;
}

/** A holiday notice of today's status in a language. */
export function statusNoticeIn(notice: string, lang: Lang): string {
  if (lang === 'tr') return notice;
  const t: Text = BUSINESS_PARTS_TEXT[lang];
  return /bayram/i.test(notice) ? t.holidayDoubt : t.dayOffDoubt;
}

/** When a closed listing opens next: in how many days, which weekday, at what time. */
export interface NextOpening {
  ahead: number;
  day: WeekDay;
  time: string;
}

/** 'bugün 17:00', 'tomorrow 09:00', 'Monday 09:00'. */
export function nextOpeningText(next: NextOpening, lang: Lang): string {
  const t: Text = BUSINESS_PARTS_TEXT[lang];
  const when = next.ahead === 0 ? t.today : next.ahead === 1 ? t.tomorrow : weekDayIn(next.day, lang);
  return `${when} ${next.time}`;
}
