/** How fast a card held near an edge of the board scrolls it (components/drag-scroll.ts). */

// dnd-kit's defaults: the outer fifth of a scroller scrolls, up to 25 px a frame at its edge (its
// 10-ms interval is run once per animation frame). On a desktop a fifth of the row is a whole
// column: at most 120 px, so a card can be dropped on the last column shown without the row moving.
const EDGE_FRACTION = 0.2;
export const MAX_EDGE_PX = 120;
const MAX_PX_PER_FRAME = 25;

/**
 * Scroll speed along one axis in px per frame for a pointer `at` in a scroller spanning
 * `start`–`end`: 0 in the middle, growing through the edge zone (a fifth of it, at most 120 px) to
 * the full speed at (and past) the edge; negative towards `start`.
 */
export function edgeSpeed(at: number, start: number, end: number): number {
  const zone = Math.min((end - start) * EDGE_FRACTION, MAX_EDGE_PX);
  if (zone <= 0) return 0;
  if (at < start + zone) return -MAX_PX_PER_FRAME * Math.min(1, (start + zone - at) / zone);
  if (at > end - zone) return MAX_PX_PER_FRAME * Math.min(1, (at - (end - zone)) / zone);
  return 0;
}
