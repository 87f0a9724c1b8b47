// Which of our categories an OpenStreetMap element belongs to, read from its tags. Kept as data: the
// first row whose key and value the element carries decides (so a pharmacy is 'Sağlık' before it is a
// shop). `subcategory` is a subcategory slug of that category. An element no row names is not imported.

export interface TagCategory {
  key: string;
  value: string;
  category: string;
  subcategory?: string;
}

const TAG_CATEGORIES: readonly TagCategory[] = [
  { key: 'amenity', value: 'pharmacy', category: 'Sağlık', subcategory: 'eczaneler' },
  { key: 'healthcare', value: 'pharmacy', category: 'Sağlık', subcategory: 'eczaneler' },
  { key: 'amenity', value: 'dentist', category: 'Sağlık', subcategory: 'dis-klinikleri' },
  { key: 'amenity', value: 'clinic', category: 'Sağlık', subcategory: 'poliklinikler' },
  { key: 'amenity', value: 'doctors', category: 'Sağlık', subcategory: 'poliklinikler' },
  { key: 'amenity', value: 'hospital', category: 'Sağlık' },
  { key: 'amenity', value: 'veterinary', category: 'Sağlık' },
  { key: 'amenity', value: 'restaurant', category: 'Restoranlar' },
  { key: 'amenity', value: 'fast_food', category: 'Restoranlar' },
  { key: 'amenity', value: 'cafe', category: 'Restoranlar', subcategory: 'kafeler' },
  { key: 'amenity', value: 'ice_cream', category: 'Restoranlar', subcategory: 'pastane-tatlicilar' },
  { key: 'shop', value: 'pastry', category: 'Restoranlar', subcategory: 'pastane-tatlicilar' },
  { key: 'shop', value: 'confectionery', category: 'Restoranlar', subcategory: 'pastane-tatlicilar' },
  { key: 'shop', value: 'bakery', category: 'Restoranlar', subcategory: 'pastane-tatlicilar' },
  { key: 'tourism', value: 'hotel', category: 'Oteller' },
  { key: 'tourism', value: 'motel', category: 'Oteller' },
  { key: 'tourism', value: 'guest_house', category: 'Oteller' },
  { key: 'tourism', value: 'hostel', category: 'Oteller' },
  { key: 'tourism', value: 'apartment', category: 'Oteller' },
  { key: 'tourism', value: 'camp_site', category: 'Turizm' },
  { key: 'tourism', value: 'information', category: 'Turizm' },
  { key: 'shop', value: 'travel_agency', category: 'Turizm' },
  { key: 'tourism', value: 'museum', category: 'Tarihi Yerler' },
  { key: 'historic', value: 'archaeological_site', category: 'Tarihi Yerler' },
  { key: 'historic', value: 'monument', category: 'Tarihi Yerler' },
  { key: 'historic', value: 'castle', category: 'Tarihi Yerler' },
  { key: 'tourism', value: 'attraction', category: 'Tarihi Yerler' },
  { key: 'tourism', value: 'viewpoint', category: 'Doğal Alanlar' },
  { key: 'leisure', value: 'park', category: 'Doğal Alanlar' },
  { key: 'tourism', value: 'picnic_site', category: 'Doğal Alanlar' },
  { key: 'shop', value: 'hairdresser', category: 'Kuaför & Berber' },
  { key: 'shop', value: 'barber', category: 'Kuaför & Berber' },
  { key: 'shop', value: 'beauty', category: 'Güzellik & Bakım' },
  { key: 'shop', value: 'cosmetics', category: 'Güzellik & Bakım' },
  { key: 'shop', value: 'wedding', category: 'Gelinlik & Düğün' },
  { key: 'shop', value: 'bridal', category: 'Gelinlik & Düğün' },
  { key: 'shop', value: 'car_repair', category: 'Otomotiv' },
  { key: 'shop', value: 'car', category: 'Otomotiv' },
  { key: 'shop', value: 'car_parts', category: 'Otomotiv' },
  { key: 'shop', value: 'tyres', category: 'Otomotiv' },
  { key: 'amenity', value: 'fuel', category: 'Otomotiv' },
  { key: 'amenity', value: 'car_wash', category: 'Otomotiv' },
  { key: 'amenity', value: 'driving_school', category: 'Eğitim', subcategory: 'surucu-kurslari' },
  { key: 'amenity', value: 'language_school', category: 'Eğitim', subcategory: 'dil-kurslari' },
  { key: 'amenity', value: 'school', category: 'Eğitim' },
  { key: 'amenity', value: 'college', category: 'Eğitim' },
  { key: 'amenity', value: 'university', category: 'Eğitim' },
  { key: 'amenity', value: 'kindergarten', category: 'Eğitim' },
  { key: 'amenity', value: 'bank', category: 'Finans' },
  { key: 'amenity', value: 'bureau_de_change', category: 'Finans' },
  { key: 'office', value: 'insurance', category: 'Finans' },
  { key: 'office', value: 'estate_agent', category: 'Emlak' },
  { key: 'shop', value: 'estate_agent', category: 'Emlak' },
  { key: 'shop', value: 'electronics', category: 'Teknoloji' },
  { key: 'shop', value: 'mobile_phone', category: 'Teknoloji' },
  { key: 'shop', value: 'computer', category: 'Teknoloji' },
  { key: 'leisure', value: 'fitness_centre', category: 'Spor & Eğlence' },
  { key: 'leisure', value: 'sports_centre', category: 'Spor & Eğlence' },
  { key: 'amenity', value: 'cinema', category: 'Spor & Eğlence' },
  { key: 'shop', value: 'sports', category: 'Spor & Eğlence' },
  { key: 'shop', value: 'supermarket', category: 'Alışveriş', subcategory: 'market-bakkal' },
  { key: 'shop', value: 'convenience', category: 'Alışveriş', subcategory: 'market-bakkal' },
  { key: 'shop', value: 'greengrocer', category: 'Alışveriş', subcategory: 'market-bakkal' },
  { key: 'shop', value: 'butcher', category: 'Alışveriş', subcategory: 'market-bakkal' },
  { key: 'shop', value: 'clothes', category: 'Alışveriş', subcategory: 'giyim' },
  { key: 'shop', value: 'shoes', category: 'Alışveriş', subcategory: 'giyim' },
  { key: 'shop', value: 'gift', category: 'Alışveriş', subcategory: 'hediyelik-esya' },
  { key: 'shop', value: 'nuts', category: 'Alışveriş', subcategory: 'kuruyemis-baharat' },
  { key: 'shop', value: 'spices', category: 'Alışveriş', subcategory: 'kuruyemis-baharat' },
  { key: 'shop', value: 'laundry', category: 'Hizmetler', subcategory: 'temizlik' },
  { key: 'shop', value: 'dry_cleaning', category: 'Hizmetler', subcategory: 'temizlik' },
  { key: 'office', value: 'lawyer', category: 'Hizmetler', subcategory: 'hukuk-danismanlik' },
  { key: 'craft', value: 'electrician', category: 'Hizmetler', subcategory: 'tadilat-tamir' },
  { key: 'craft', value: 'plumber', category: 'Hizmetler', subcategory: 'tadilat-tamir' },
  // Any other shop is a shop.
  { key: 'shop', value: '*', category: 'Alışveriş' },
];

/** The first row of the table that the tags match, or null. */
export function categoryOfTags(tags: Readonly<Record<string, string>>): TagCategory | null {
  return (
    TAG_CATEGORIES.find((row) => tags[row.key] !== undefined && (row.value === '*' || tags[row.key] === row.value)) ??
    null
  );
}
