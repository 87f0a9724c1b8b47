// Which of our categories an OpenStreetMap element belongs to, read from its tags. Kept as data: the
// first row whose key and value the element carries decides (so a pharmacy is 'Sağlık' before it is a
// shop). `subcategory` is a subcategory slug of that category. An element no row names is not imported;
// the last row, value '*', makes any other shop a shop (tag-categories.json).
import tagCategories from '~/features/osm/tag-categories.json' with { type: 'json' };

export interface TagCategory {
  key: string;
  value: string;
  category: string;
  subcategory?: string;
}

const TAG_CATEGORIES: readonly TagCategory[] = tagCategories;

/** The first row of the table that the tags match, or null. */
export function categoryOfTags(tags: Readonly<Record<string, string>>): TagCategory | null {
  return (
    TAG_CATEGORIES.find((row) => tags[row.key] !== undefined && (row.value === '*' || tags[row.key] === row.value)) ??
    null
  );
}
