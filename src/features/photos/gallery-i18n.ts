// The business page's photo strip and viewer in every language; the Turkish ones are PHOTO_VIEWER_MSG.
import { PHOTO_VIEWER_MSG } from '~/features/photos/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const GALLERY_TEXT = defineCatalogue(
  {
    photosOf: (name: string) => `${name} fotoğrafları`,
    strip: PHOTO_VIEWER_MSG.strip,
    open: PHOTO_VIEWER_MSG.open,
    close: PHOTO_VIEWER_MSG.close,
    previous: PHOTO_VIEWER_MSG.previous,
    next: PHOTO_VIEWER_MSG.next,
  },
  {
    en: {
      photosOf: (name: string) => `Photos of ${name}`,
      strip: 'More photos (swipe)',
      open: (caption: string, index: number, total: number) => `Enlarge photo (${index}/${total}): ${caption}`,
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
    },
    ku: {
      photosOf: (name: string) => `Wêneyên ${name}`,
      strip: 'Wêneyên din (bikşînin)',
      open: (caption: string, index: number, total: number) => `Wêneyê mezin bike (${index}/${total}): ${caption}`,
      close: 'Bigire',
      previous: 'Wêneyê berê',
      next: 'Wêneyê piştre',
    },
  },
);
