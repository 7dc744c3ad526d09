/**
 * Which parts of the board the browser is not rendering: columns and cards are laid out with
 * `content-visibility: auto` (board.module.css), and Chromium reports each change of one of them with
 * `contentvisibilityautostatechange` on that element. A card is off screen when its own box or its
 * column's is skipped. Both count: the cards of a column that is skipped are never laid out, so they
 * never report anything themselves (at 1440×900, 225 of the 500 cards of bench:board). Left enabled,
 * each took a drop during a drag — dnd-kit then observed all of their positions — and ran its countdown.
 */

type Box = object;

export interface RenderSkipping {
  /** What the browser reported for `box` (an element laid out with content-visibility: auto). */
  report(box: Box, skipped: boolean): void;
  /**
   * Calls `onChange` whenever "any of `boxes` is skipped" changes. Returns that now (`skipped`) and
   * the function that stops watching. A box that has not reported yet counts as shown.
   */
  watch(boxes: readonly Box[], onChange: (skipped: boolean) => void): { skipped: boolean; stop: () => void };
}

export function createRenderSkipping(): RenderSkipping {
  const skipped = new WeakMap<Box, boolean>();
  const watchers = new WeakMap<Box, Set<() => void>>();
  return {
    report(box, value) {
      if (skipped.get(box) === value) return;
      skipped.set(box, value);
      for (const changed of watchers.get(box) ?? []) changed();
    },
    watch(boxes, onChange) {
      const read = () => boxes.some((box) => skipped.get(box) === true);
      let last = read();
      const changed = () => {
        const now = read();
        if (now === last) return;
        last = now;
        onChange(now);
      };
      for (const box of boxes) {
        const set = watchers.get(box) ?? new Set();
        watchers.set(box, set);
        set.add(changed);
      }
      return {
        skipped: last,
        stop: () => {
          for (const box of boxes) watchers.get(box)?.delete(changed);
        },
      };
    },
  };
}

/** The page's: it listens from the moment the board's code loads, before any column is laid out. */
export const renderSkipping = createRenderSkipping();

if (typeof document !== 'undefined') {
  // Captured at the document: the event does not bubble, and one listener serves every card.
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (event.target) renderSkipping.report(event.target, (event as ContentVisibilityAutoStateChangeEvent).skipped);
    },
    { capture: true },
  );
}

/** A card's element, and its column's (both content-visibility: auto). */
const CARD_SELECTOR = '[data-task-id]';
const COLUMN_SELECTOR = '[data-column-id]';

/** The boxes whose skipping hides `el`: its card and its column, those it is in. */
export const cardBoxesOf = (el: Element): Element[] =>
  [el.closest(CARD_SELECTOR), el.closest(COLUMN_SELECTOR)].filter((box): box is Element => box !== null);
