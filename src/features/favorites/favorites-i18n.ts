// The favourites page in three languages (the Turkish texts are page-messages.ts's), typed like the
// site's catalogue (lib/i18n): a key missing in one language fails tsc. Its script reads the words the
// page wrote (data-text), so no catalogue reaches the browser.
import { FAVORITES_PAGE_MSG } from '~/features/favorites/page-messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const FAVORITES_PAGE_TEXT = defineCatalogue(
  { ...FAVORITES_PAGE_MSG, siteSuffix: 'Adıyaman İşletme Rehberi' },
  {
    en: {
      title: 'My favourites',
      intro:
        'The places you pick with the heart button are kept on this device; no account is needed. When you sign in to your account, the favourites on this device are added to it.',
      noScript:
        'Favourites are kept in your browser: adding and seeing them needs JavaScript in your browser. The list of places works without JavaScript too.',
      empty: 'No favourites yet. You can add them with the heart button on the place cards.',
      loading: 'Loading your favourites…',
      loadFailed: 'Your favourites could not be loaded. Reload the page and try again.',
      merged: 'Your favourites were merged with your account.',
      siteSuffix: 'Adıyaman Guide',
    },
    ku: {
      title: 'Bijareyên min',
      intro:
        'Cihên ku hûn bi bişkoka dil hildibijêrin li ser vê cîhazê tên parastin; hesab ne pêwîst e. Dema ku hûn têkevin hesabê xwe, bijareyên li ser vê cîhazê li hesabê we tên zêdekirin.',
      noScript:
        'Bijare di gerokê we de tên parastin: ji bo zêdekirin û dîtina wan divê JavaScript di gerokê we de vekirî be. Lîsteya cihan bê JavaScript jî dixebite.',
      empty: 'Hîn bijareyên we tune ne. Hûn dikarin bi bişkoka dil a li ser kartên cihan zêde bikin.',
      loading: 'Bijareyên we tên barkirin…',
      loadFailed: 'Bijareyên we nehatin barkirin. Rûpelê nû bikin û dîsa biceribînin.',
      merged: 'Bijareyên we bi hesabê we re hatin yekkirin.',
      siteSuffix: 'Rêbera Adıyamanê',
    },
  },
);
