// Whether an island's script has run: false in the server's HTML and in the first client
// render (so hydration matches it), true from the mount effect on.
import { useEffect, useState } from 'react';

/** False until the island has hydrated; the parts that need scripts show from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
