// Marker clustering on a pixel grid: points whose projected positions fall into the same cell of
// the current zoom are drawn as one cluster with a count. Pure, so it is tested without a browser.

/** A point already projected to pixels at the current zoom. */
export interface Projected<T> {
  x: number;
  y: number;
  item: T;
}

/** One marker to draw: a single item, or a cluster of several at their mean position. */
export interface Cluster<T> {
  x: number;
  y: number;
  items: T[];
}

/** Cell size in pixels: points closer than about this share a cluster. */
const CLUSTER_CELL_PX = 60;

/** Groups projected points by grid cell (in input order within a cell); each group at its mean position. */
export function clusterPoints<T>(points: readonly Projected<T>[], cell = CLUSTER_CELL_PX): Cluster<T>[] {
  const cells = new Map<string, Projected<T>[]>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`;
    const list = cells.get(key);
    if (list) list.push(point);
    else cells.set(key, [point]);
  }
  return [...cells.values()].map((members) => ({
    x: members.reduce((sum, p) => sum + p.x, 0) / members.length,
    y: members.reduce((sum, p) => sum + p.y, 0) / members.length,
    items: members.map((p) => p.item),
  }));
}
