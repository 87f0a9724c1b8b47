import { StarIcon } from '~/lib/ui/stars.tsx';

export interface BusinessMetaProps {
  category: string;
  district: string | null;
  rating: number;
}

/** Category, district and star rating under a business name in the live result lists. */
export function BusinessMeta({ category, district, rating }: BusinessMetaProps) {
  return (
    <p className="text-sm text-slate-600">
      {category}
      {district ? ` · ${district}` : ''} ·{' '}
      <StarIcon filled className="inline h-3.5 w-3.5 align-[-2px] text-amber-500" />{' '}
      <span className="sr-only">Puan </span>
      {rating.toLocaleString('tr-TR')}
    </p>
  );
}
