// Words English and Kurmanji visitors type for what the directory writes in Turkish (DESIGN §3), kept
// as data beside search-synonyms.ts and merged into its table: a folded word (foldTr: 'otêl' is already
// 'otel', 'nexweşxane' is 'nexwesxane') → the folded Turkish words it stands for, each searched as a
// prefix with the same ranking as if the visitor had typed it.

/** English words search-synonyms.ts does not have yet. */
const ENGLISH: Readonly<Record<string, readonly string[]>> = {
  pharmacist: ['eczane'],
  accommodation: ['otel', 'pansiyon'],
  lodging: ['otel', 'pansiyon'],
  inn: ['otel', 'pansiyon'],
  bank: ['banka'],
  atm: ['banka', 'atm'],
  petrol: ['akaryakit', 'benzin'],
  fuel: ['akaryakit', 'benzin'],
  gas: ['akaryakit', 'benzin'],
  butcher: ['kasap'],
  optician: ['optik'],
  vet: ['veteriner'],
  veterinarian: ['veteriner'],
  gym: ['spor'],
  bazaar: ['carsi'],
  shop: ['magaza', 'dukkan'],
  store: ['magaza'],
  pastry: ['pastane'],
  jeweller: ['kuyumcu'],
  jeweler: ['kuyumcu'],
  tailor: ['terzi'],
  laundry: ['camasir'],
  parking: ['otopark'],
  bus: ['otobus'],
  airport: ['havalimani'],
};

/** Kurmanji words (Latin script), folded. */
const KURMANJI: Readonly<Record<string, readonly string[]>> = {
  dermanxane: ['eczane'],
  dermanfiros: ['eczane'],
  mevanxane: ['otel', 'pansiyon'],
  xwaringeh: ['restoran', 'lokanta'],
  restorant: ['restoran'],
  nexwesxane: ['hastane'],
  bijisk: ['doktor', 'hekim', 'klinik'],
  diransaz: ['dis'],
  qehwexane: ['kahve', 'kafe'],
  cayxane: ['cay'],
  nanpej: ['firin'],
  nan: ['firin', 'ekmek'],
  sirani: ['tatli', 'pastane'],
  qesab: ['kasap'],
  mizgeft: ['cami'],
  bazar: ['market', 'carsi'],
  suk: ['carsi'],
  firosgeh: ['magaza'],
  dikan: ['dukkan', 'magaza'],
  benzinxane: ['akaryakit', 'benzin'],
  banke: ['banka'],
  dibistan: ['okul'],
  gest: ['tur'],
  gestyari: ['turizm', 'tur'],
  reber: ['rehber'],
  otomobil: ['oto', 'arac'],
  kire: ['kiralama'],
  sustin: ['yikama'],
  weneger: ['fotograf'],
  parezer: ['avukat', 'hukuk'],
  ciya: ['dag'],
  keleh: ['kale'],
  pira: ['kopru'],
  semsur: ['adiyaman'],
  kolik: ['kahta'],
};

export const VISITOR_LANGUAGE_SYNONYMS: Readonly<Record<string, readonly string[]>> = { ...ENGLISH, ...KURMANJI };
