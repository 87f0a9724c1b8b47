// The share widget's words in every language (read on the server; the island gets its language's as a prop).
import type { ShareDialogText } from '~/features/site/ShareDialog.island.tsx';
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

/** The business share dialog's words (the island gets its language's; Turkish is its own default). */
export const SHARE_DIALOG_TEXTS: Record<'en' | 'ku', ShareDialogText> = {
  en: {
    button: 'Share this place',
    title: 'Share {name}',
    close: 'Close',
    messageType: 'Kind of message',
    customMessage: 'Your own message (optional)',
    types: {
      recommendation: ['Recommendation', 'I recommend {name}! Don’t miss it when you are in Adıyaman.'],
      review: ['Review', 'I want to share my experience of {name}. I was very pleased with their service.'],
      visit: ['Visit', 'I visited {name} today. You should see it too!'],
      discovery: ['Discovery', 'I discovered a new place in Adıyaman: {name}. Take a look!'],
    },
  },
  ku: {
    button: 'Cihî parve bike',
    title: '{name} parve bike',
    close: 'Bigire',
    messageType: 'Cureyê peyamê',
    customMessage: 'Peyama taybet (ne mecbûrî)',
    types: {
      recommendation: ['Pêşniyar', 'Ez {name} pêşniyar dikim! Li Adıyamanê bê guman serdana wê bikin.'],
      review: ['Nirxandin', 'Ez dixwazim ezmûna xwe ya li {name} parve bikim. Ez ji xizmeta wan gelek razî mam.'],
      visit: ['Serdan', 'Îro min serdana {name} kir. Divê hûn jî bibînin!'],
      discovery: ['Keşif', 'Min li Adıyamanê cihekî nû keşif kir: {name}. Lê binêrin!'],
    },
  },
};
