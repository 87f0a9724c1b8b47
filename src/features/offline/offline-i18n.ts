// The offline kit in three languages (the Turkish texts are messages.ts's), typed like the site's catalogue
// (lib/i18n): a key missing in one language fails tsc. The offline page and the kit on every page write the
// words their scripts show into the markup, so no catalogue reaches the browser.
import { OFFLINE_MSG } from '~/features/offline/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const OFFLINE_TEXT = defineCatalogue(OFFLINE_MSG, {
  en: {
    pageTitle: 'Offline guide',
    pageDescription:
      'A short guide that opens without a signal too: emergency numbers, duty pharmacies, the Nemrut trip and a search of the saved businesses.',
    intro:
      'This page and those below are kept on this device once you have opened the site, so they open where there is no signal on the road.',
    emergencyTitle: 'Emergency numbers',
    call112: 'Emergency call (ambulance, fire brigade, police, gendarmerie)',
    call110: 'Fire brigade (goes to 112)',
    call155: 'Police (goes to 112)',
    call156: 'Gendarmerie (goes to 112)',
    savedTitle: 'Saved pages',
    pharmacies: 'Tonight’s duty pharmacies',
    nemrut: 'Mount Nemrut sunrise trip',
    favorites: 'My favourites',
    favoritesNone:
      'The places you add to your favourites with the heart button are listed here, also without a signal.',
    searchTitle: 'Search businesses',
    searchLabel: 'Business name, category, district or phone',
    searchNoScript: 'Searching needs JavaScript turned on in your browser.',
    searchNotReady: 'The search list is not saved on this device yet. Open this page once while you are online.',
    searchEmpty: 'No business matches.',
    searchCountOne: '1 result',
    searchCount: '{total} results',
    searchCountFirst: 'The first {shown} of {total} results',
    savedNote: 'Offline — the copy saved on this device ({time})',
    formOffline:
      'You are offline: the form cannot be sent now. What you wrote is kept on this device; send it again when you are back online.',
  },
  ku: {
    pageTitle: 'Rêbera bê înternet',
    pageDescription:
      'Rêbereke kurt a ku bê înternet jî vedibe: hejmarên acîl, dermanxaneyên nobetdar, gera Nemrûdê û lêgerîna di karsaziyên tomarkirî de.',
    intro:
      'Piştî ku we malper carekê vekir, ev rûpel û yên li jêr li ser vê cîhazê tên parastin; li cihên bê înternet ên li ser rê jî vedibin.',
    emergencyTitle: 'Hejmarên acîl',
    call112: 'Banga acîl (ambulans, agirkuj, polîs, cendirme)',
    call110: 'Agirkuj (diçe 112yê)',
    call155: 'Polîs (diçe 112yê)',
    call156: 'Cendirme (diçe 112yê)',
    savedTitle: 'Rûpelên tomarkirî',
    pharmacies: 'Dermanxaneyên nobetdar ên îşev',
    nemrut: 'Gera rojhilatinê ya Nemrûdê',
    favorites: 'Bijareyên min',
    favoritesNone: 'Cihên ku hûn bi bişkoka dil li bijareyên xwe zêde dikin, bê înternet jî li vir tên rêzkirin.',
    searchTitle: 'Li karsaziyan bigere',
    searchLabel: 'Navê karsaziyê, kategorî, navçe an telefon',
    searchNoScript: 'Ji bo lêgerînê divê JavaScript di gerokê we de vekirî be.',
    searchNotReady:
      'Lîsteya lêgerînê hîn li ser vê cîhazê nehatiye tomarkirin. Dema ku înternet hebe, vê rûpelê carekê vekin.',
    searchEmpty: 'Tu karsazî li hev nayê.',
    searchCountOne: '1 encam',
    searchCount: '{total} encam',
    searchCountFirst: '{shown} encamên pêşîn ji {total} encaman',
    savedNote: 'Bê înternet — kopiya li ser vê cîhazê tomarkirî ({time})',
    formOffline:
      'Hûn ne girêdayî înternetê ne: form niha nayê şandin. Tiştên ku we nivîsandin li ser vê cîhazê hatin parastin; dema ku girêdan vegere, dîsa bişînin.',
  },
});
