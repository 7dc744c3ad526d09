/*
 * Init script for bench/offline-start.ts (added with context.addInitScript, so it runs before the
 * app's own scripts and the CSP does not apply). Looks at the DOM once per frame from the first one and
 * records, on globalThis.__vtUsable, when the driver dashboard became usable: a heading with the
 * driver's name AND the primary action button both rendered and visible. Times are performance.now(), i.e. ms
 * since navigation start. Expects globalThis.__vtProbeConfig = { name, action } set just before it.
 */
(() => {
  if (window.top !== window) return;
  const config = globalThis.__vtProbeConfig;
  // When the document began to exist (this script runs first in it): before it, the navigation itself
  // (service-worker start, precache lookup, response).
  const result = {
    documentAt: performance.now(),
    // What the page believes: with the network cut, Chromium sometimes still says online (a phone with
    // bars and no data); the app then tries its requests and they fail.
    onLine: navigator.onLine,
    usableAt: null,
    paintedAt: null,
    fcp: null,
    controlled: null,
    headingAt: null,
    actionAt: null,
    // Every long task (≥ 50 ms) of the page, [start, duration] in ms from navigation start: the
    // blocking time after the first paint, as a phone has it (no trace recorded).
    longTasks: [],
  };
  performance.mark('vt:document');
  globalThis.__vtUsable = result;
  // Resolved once usable and painted and first-contentful-paint known (or 2 s later): the benchmark
  // awaits it instead of polling, which would cost main-thread time on a throttled CPU.
  let finish;
  globalThis.__vtUsableDone = new Promise((resolve) => {
    finish = () => resolve(result);
  });
  const settle = () => {
    if (result.paintedAt !== null && result.fcp !== null) finish();
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) result.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') result.fcp = e.startTime;
    settle();
  }).observe({ type: 'paint', buffered: true });

  const visible = (el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0;
  const find = (selector, matches) => {
    for (const el of document.querySelectorAll(selector)) if (matches(el.textContent.trim()) && visible(el)) return el;
    return null;
  };
  const check = () => {
    if (result.usableAt !== null) return;
    const now = performance.now();
    const heading = find('h1, h2, h3, h4, h5, h6, [role="heading"]', (t) => t === config.name);
    const action = find('button, [role="button"], a', (t) => t.includes(config.action));
    if (heading && result.headingAt === null) result.headingAt = now;
    if (action && result.actionAt === null) result.actionAt = now;
    if (heading && action) {
      result.usableAt = now;
      performance.mark('vt:usable');
      result.controlled = Boolean(navigator.serviceWorker?.controller);
      // The next frame: it has been painted by then.
      requestAnimationFrame(() => {
        result.paintedAt = performance.now();
        settle();
        setTimeout(finish, 2_000);
      });
      return;
    }
    requestAnimationFrame(check);
  };
  // Once per frame, not on every DOM mutation: a MutationObserver ran ~100 ms of checks on a ×4 CPU
  // during the React renders it was measuring. Frames only run between tasks, so this costs little.
  requestAnimationFrame(check);
})();
