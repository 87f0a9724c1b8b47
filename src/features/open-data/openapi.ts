// The OpenAPI 3.1 document of the public read API, served at /api/v1/openapi.json. The fields it names are
// the stable ones: a field is added, never renamed or removed, within v1.
import { LISTING_PARAMETERS, licenseNote } from '~/features/open-data/messages.ts';
import { API_V1_BASE, DEVELOPERS_PATH } from '~/lib/paths.ts';

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const LISTING = {
  type: 'object',
  required: [
    'id',
    'name',
    'category',
    'subcategory',
    'district',
    'address',
    'phone',
    'website',
    'latitude',
    'longitude',
    'wheelchair',
    'openingHours',
    'holidayMode',
    'holidayHours',
    'closure',
    'priceRange',
    'paymentOptions',
    'rating',
    'reviewCount',
    'url',
    'osmId',
    'attribution',
    'license',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    category: { type: 'string', examples: ['Restoranlar'] },
    subcategory: {
      oneOf: [
        {
          type: 'object',
          required: ['name', 'slug'],
          properties: { name: { type: 'string' }, slug: { type: 'string' } },
        },
        { type: 'null' },
      ],
    },
    district: nullable('string', { examples: ['Kâhta'] }),
    address: { type: 'string' },
    phone: nullable('string', { description: '+90 ile başlayan telefon', examples: ['+90 416 216 10 20'] }),
    website: nullable('string', { format: 'uri' }),
    latitude: nullable('number'),
    longitude: nullable('number'),
    wheelchair: nullable('string', { enum: ['yes', 'limited', 'no', null] }),
    openingHours: {
      oneOf: [
        {
          type: 'object',
          description: "Gün → 'SS:DD-SS:DD' (birden çoksa virgülle), 'Kapalı' veya '24 Saat'",
          additionalProperties: { type: 'string' },
        },
        { type: 'null' },
      ],
    },
    holidayMode: nullable('string', { enum: ['open', 'closed', 'special', null] }),
    holidayHours: nullable('string'),
    closure: nullable('string', { enum: ['moved', 'closed_temporarily', 'closed_permanently', null] }),
    priceRange: nullable('string'),
    paymentOptions: { type: 'array', items: { type: 'string' } },
    rating: { type: 'number', minimum: 0, maximum: 5 },
    reviewCount: { type: 'integer', minimum: 0 },
    url: { type: 'string', format: 'uri' },
    osmId: nullable('string', { pattern: '^(node|way|relation)/[0-9]+$' }),
    attribution: nullable('string', { examples: ['© OpenStreetMap katkıda bulunanlar'] }),
    license: { type: 'string', examples: ['ODbL-1.0'] },
    updatedAt: { type: 'string' },
  },
};

const rateHeaders = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};

const json = (schema: unknown) => ({ 'application/json': { schema } });

function answers(schema: unknown, extra: Record<string, unknown> = {}) {
  return {
    '200': {
      description: 'Yanıt',
      headers: { ...rateHeaders, ETag: { $ref: '#/components/headers/ETag' } },
      content: json(schema),
    },
    '304': { description: 'If-None-Match ile sorulan yanıt değişmedi', headers: rateHeaders },
    ...extra,
    '429': { $ref: '#/components/responses/TooManyRequests' },
  };
}

/** A path that takes no parameters and answers the whole list of `item`s. */
const listOf = (operationId: string, summary: string, item: string) => ({
  get: { operationId, summary, responses: answers({ type: 'array', items: ref(item) }) },
});

const badRequest = { '400': { description: 'Geçersiz parametre', content: json(ref('Error')) } };

/** The document; `origin` is the site's public origin. */
export function openApiDocument(origin: string, operatorLicense: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Adıyaman Rehberi açık veri API’si',
      version: '1.0.0',
      description: `Yayımlanmış işletmeler, kategoriler, ilçeler, etkinlikler ve açık eczaneler. Kişisel veri içermez. ${licenseNote(operatorLicense)}`,
      license: { name: 'ODbL-1.0 (OpenStreetMap verisi) ve işletmecinin lisansı', identifier: 'ODbL-1.0' },
    },
    externalDocs: { url: `${origin}${DEVELOPERS_PATH}` },
    servers: [{ url: `${origin}${API_V1_BASE}` }],
    paths: {
      '/listings': {
        get: {
          operationId: 'listListings',
          summary: 'İşletmeler (liste sayfasının süzgeçleriyle)',
          parameters: LISTING_PARAMETERS.map((p) => ({
            name: p.name,
            in: 'query',
            required: false,
            description: p.text,
            schema: { type: 'string' },
            ...(p.example ? { example: p.example } : {}),
          })),
          responses: answers(ref('ListingsPage'), badRequest),
        },
      },
      '/listings/{id}': {
        get: {
          operationId: 'getListing',
          summary: 'Tek işletme',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
          responses: answers(ref('Listing'), {
            '404': { description: 'Yayımlanmış böyle bir işletme yok', content: json(ref('Error')) },
          }),
        },
      },
      '/categories': listOf('listCategories', 'Kategoriler ve yayımlanmış işletme sayıları', 'Category'),
      '/districts': listOf('listDistricts', 'İlin dokuz ilçesi', 'District'),
      '/events': listOf('listEvents', 'Şehrin süren ve yaklaşan etkinlikleri', 'Event'),
      '/pharmacies/open': listOf('listOpenPharmacies', 'Şu an açık eczaneler (nöbetçiler dahil)', 'Pharmacy'),
    },
    components: {
      headers: {
        RateLimit: {
          description: 'Kalan istek hakkı ve pencerenin bitmesine kalan saniye (IETF RateLimit başlıkları taslağı)',
          schema: { type: 'string', examples: ['"adresbasina";r=119;t=60'] },
        },
        RateLimitPolicy: {
          description: 'Adres başına sınır: q istek, w saniyelik pencerede',
          schema: { type: 'string', examples: ['"adresbasina";q=120;w=60'] },
        },
        ETag: { description: 'Yanıtın sürümü (If-None-Match ile 304 alınır)', schema: { type: 'string' } },
      },
      responses: {
        TooManyRequests: {
          description: 'Adres başına sınır aşıldı',
          headers: {
            ...rateHeaders,
            'Retry-After': { description: 'Saniye', schema: { type: 'integer' } },
          },
          content: json(ref('Error')),
        },
      },
      schemas: {
        Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
        Listing: LISTING,
        ListingsPage: {
          type: 'object',
          required: ['data', 'total', 'nextCursor'],
          properties: {
            data: { type: 'array', items: ref('Listing') },
            total: { type: 'integer', minimum: 0 },
            nextCursor: nullable('string'),
            distancesKm: { type: 'object', additionalProperties: { type: 'number' } },
          },
        },
        Category: {
          type: 'object',
          required: ['name', 'slug', 'nameEn', 'nameKu', 'listingCount'],
          properties: {
            name: { type: 'string' },
            slug: { type: 'string' },
            nameEn: nullable('string'),
            nameKu: nullable('string'),
            listingCount: { type: 'integer', minimum: 0 },
          },
        },
        District: {
          type: 'object',
          required: ['name', 'slug', 'latitude', 'longitude'],
          properties: {
            name: { type: 'string' },
            slug: { type: 'string' },
            latitude: { type: 'number' },
            longitude: { type: 'number' },
          },
        },
        Event: {
          type: 'object',
          required: ['id', 'title', 'description', 'place', 'district', 'category', 'startsAt', 'endsAt', 'listing'],
          properties: {
            id: { type: 'integer' },
            title: { type: 'string' },
            description: nullable('string'),
            place: nullable('string'),
            district: nullable('string'),
            category: nullable('string'),
            startsAt: nullable('string'),
            endsAt: { type: 'string' },
            listing: {
              oneOf: [
                {
                  type: 'object',
                  required: ['id', 'name', 'url'],
                  properties: { id: { type: 'integer' }, name: { type: 'string' }, url: { type: 'string' } },
                },
                { type: 'null' },
              ],
            },
          },
        },
        Pharmacy: {
          type: 'object',
          required: ['name', 'district', 'address', 'phone', 'latitude', 'longitude', 'onDuty', 'listingId'],
          properties: {
            name: { type: 'string' },
            district: { type: 'string' },
            address: { type: 'string' },
            phone: nullable('string'),
            latitude: nullable('number'),
            longitude: nullable('number'),
            onDuty: { type: 'boolean' },
            listingId: nullable('integer'),
          },
        },
      },
    },
  };
}
