// The share widget's words in every language (read on the server; the island gets its language's as a prop).
import { SHARE_WIDGET_TEXT } from '~/features/site/share.ts';
import { defineCatalogue, messagesOf } from '~/lib/i18n/messages.ts';

export const SHARE_WIDGET_TEXTS = defineCatalogue(SHARE_WIDGET_TEXT, {
  en: {
    heading: 'Share',
    shareOn: 'Share on {network}',
    copied: 'Copied!',
    copyLink: 'Copy link',
    moreOptions: 'Show more options',
    fewerOptions: 'Show fewer options',
    siteName: messagesOf('en').siteName,
  },
  ku: {
    heading: 'Parve bike',
    shareOn: 'Li ser {network} parve bike',
    copied: 'Hate kopîkirin!',
    copyLink: 'Girêdanê kopî bike',
    moreOptions: 'Vebijarkên zêdetir nîşan bide',
    fewerOptions: 'Vebijarkên kêmtir nîşan bide',
    siteName: messagesOf('ku').siteName,
  },
});
