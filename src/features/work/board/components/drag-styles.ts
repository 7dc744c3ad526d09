/**
 * Drag styles that do not restyle the whole page (issue 14: a drop on a 500-card board must answer
 * within 100 ms at CPU ×4).
 *
 * dnd-kit 0.5 injects its CSS through StyleInjector only while a drag runs, and its `roots` is a
 * new Set on every read, so each change of the drop target removes and re-inserts every <style> it
 * manages. Its Cursor and PreventSelection plugins add `* { … !important }` rules: each insertion
 * or removal restyles every element of the document, and the user-select one repaints all of it —
 * the drop's frame painted the whole 1440×4711 board.
 *
 * Here the rules dnd-kit registers (Feedback's, which only match its data-dnd-* attributes) are
 * put in the document once and stay; the two `*` plugins are left out: cards are `user-select:
 * none` and `cursor: grab` in the stylesheet, and DragSelectionGuard stops a selection elsewhere
 * while a drag runs without touching any style.
 */
import { Plugin } from '@dnd-kit/abstract';
import { type DragDropManager, StyleInjector } from '@dnd-kit/dom';

const MARK = 'data-dnd-static';

/** Puts `css` in the document's head once; later calls with the same rules do nothing. */
function injectOnce(doc: Document, css: string): void {
  for (const style of doc.head.querySelectorAll(`style[${MARK}]`)) {
    if (style.textContent === css) return;
  }
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = css;
  // First in the head, as dnd-kit does: its `@layer dnd-kit` must come before the app's layers.
  doc.head.prepend(style);
}

/** Must come before Feedback in the plugin list: it changes how the rules registered after it land. */
export class StaticDragStyles extends Plugin<DragDropManager> {
  constructor(manager: DragDropManager) {
    super(manager);
    const injector = manager.registry.plugins.get(StyleInjector);
    if (!injector) return;
    injector.register = (css: string) => {
      injectOnce(document, css);
      return () => undefined;
    };
  }
}

const preventSelection = (event: Event) => event.preventDefault();

/** No text gets selected while a card is dragged (what PreventSelection did, without its `*` rule). */
export class DragSelectionGuard extends Plugin<DragDropManager> {
  constructor(manager: DragDropManager) {
    super(manager);
    this.registerEffect(() => {
      if (!this.manager.dragOperation.status.initialized) return;
      document.getSelection()?.removeAllRanges();
      document.addEventListener('selectstart', preventSelection, { capture: true });
      return () => document.removeEventListener('selectstart', preventSelection, { capture: true });
    });
  }
}
