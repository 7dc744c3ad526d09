/**
 * Scrolling the board while a card is dragged near an edge, without asking the browser what is under
 * the pointer.
 *
 * dnd-kit 0.5's AutoScroller finds what to scroll with `elementFromPoint` at every pointer move. The
 * drag has just moved the card and re-rendered the columns, so each call forces a style, layout and
 * hit test of the whole board first: ~16 ms a move at CPU ×4 on the 500-card board, the largest
 * single cost of a drag, and the task a drop's pointerup waited behind. (Nor did it scroll the row
 * sideways here: held at the row's edge, the card stayed put.) A board has only two things
 * that scroll — the row of columns sideways and the page up and down — so they are known at the
 * drag's start: the row's left and right edges are read once (a page scroll does not move them), the
 * page's are the viewport's. Keyboard drags are left to dnd-kit's Scroller, which scrolls by the
 * step of each key press.
 */
import { Plugin } from '@dnd-kit/abstract';
import type { DragDropManager } from '@dnd-kit/dom';
import { isKeyboardEvent } from '@dnd-kit/dom/utilities';
import { edgeSpeed } from '../model/edge-scroll';

/** The row of columns carries this attribute (the plugin finds it from the dragged card). */
export const BOARD_ROW_ATTRIBUTE = 'data-board-row';

interface Row {
  element: HTMLElement;
  left: number;
  right: number;
  /** Its scroll snapping is off while this drag scrolls it (see `step`). */
  unsnapped: boolean;
}

export class BoardEdgeScroller extends Plugin<DragDropManager> {
  private row: Row | null = null;
  private velocity = { x: 0, y: 0 };
  private carry = { x: 0, y: 0 };
  private frame = 0;

  constructor(manager: DragDropManager) {
    super(manager);
    // A drag's end stops the scrolling. (Only the drag's status is read here: the dragged card's
    // element changes when it moves to another column, and that must not end the scrolling.)
    this.registerEffect(() => {
      const { status, activatorEvent } = this.manager.dragOperation;
      if (!status.dragging || isKeyboardEvent(activatorEvent)) return;
      return () => {
        if (this.row?.unsnapped) resnap(this.row.element);
        this.row = null;
        this.velocity = { x: 0, y: 0 };
        this.carry = { x: 0, y: 0 };
        cancelAnimationFrame(this.frame);
        this.frame = 0;
      };
    });
    // Every pointer move: arithmetic only; the scrolling itself runs once a frame while needed.
    this.registerEffect(() => {
      const { status, position, activatorEvent } = this.manager.dragOperation;
      if (!status.dragging || isKeyboardEvent(activatorEvent) || this.disabled) return;
      // The row is found, and its edges read, once a drag.
      this.row ??= rowOf(this.manager.dragOperation.source?.element);
      const { x, y } = position.current;
      this.velocity = {
        x: this.row ? edgeSpeed(x, this.row.left, this.row.right) : 0,
        y: edgeSpeed(y, 0, window.innerHeight),
      };
      if ((this.velocity.x || this.velocity.y) && !this.frame) this.frame = requestAnimationFrame(this.step);
    });
  }

  // A step a frame, as dnd-kit's: on a slow phone the board scrolls slower, not in bigger jumps.
  // Fractions of a pixel are carried over (scroll offsets are whole pixels on most screens).
  private step = () => {
    const { x, y } = this.velocity;
    if (!x && !y) {
      this.frame = 0;
      return;
    }
    const dx = Math.trunc(x + this.carry.x);
    const dy = Math.trunc(y + this.carry.y);
    this.carry = { x: x + this.carry.x - dx, y: y + this.carry.y - dy };
    const row = this.row;
    if (dx && row) {
      // The row snaps to columns (a phone shows one at a time): each small step would be snapped
      // back to the column it started from.
      if (!row.unsnapped) {
        row.element.style.scrollSnapType = 'none';
        row.unsnapped = true;
      }
      row.element.scrollLeft += dx;
    }
    if (dy) window.scrollBy(0, dy);
    this.frame = requestAnimationFrame(this.step);
  };
}

function rowOf(card: Element | undefined): Row | null {
  const element = card?.closest<HTMLElement>(`[${BOARD_ROW_ATTRIBUTE}]`);
  if (!element) return null;
  const { left, right } = element.getBoundingClientRect();
  return { element, left, right, unsnapped: false };
}

/**
 * Snapping back on, to the column nearest to where the drag left the row: turned on alone, the
 * browser snaps back to the column the row was on before the drag.
 */
function resnap(row: HTMLElement): void {
  const rowLeft = row.getBoundingClientRect().left;
  let nearest = row.scrollLeft;
  let distance = Number.POSITIVE_INFINITY;
  for (const column of row.children) {
    const offset = column.getBoundingClientRect().left - rowLeft;
    if (Math.abs(offset) < distance) {
      distance = Math.abs(offset);
      nearest = row.scrollLeft + offset;
    }
  }
  row.style.scrollSnapType = '';
  row.scrollTo({ left: nearest });
}
