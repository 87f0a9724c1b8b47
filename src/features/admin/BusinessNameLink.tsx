import { businessPath } from '~/lib/paths.ts';

/** A business's name linking to its public page, as the approval panel's queues show it. */
export function BusinessNameLink({ id, name }: { id: number; name: string }) {
  return (
    <a href={businessPath(id)} className="hover:underline">
      {name}
    </a>
  );
}
