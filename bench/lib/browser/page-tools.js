/*
 * In-page helpers for the benchmarks, evaluated in the app's page through CDP (browser.ts,
 * installPageTools) and reached as globalThis.__vtBench. Plain JavaScript on purpose: bench/ is
 * type-checked with server/tsconfig.json (no DOM library); the Node side types these functions in
 * browser.ts (PageTools). Nothing here imports the app: the records written to IndexedDB follow
 * src/offline/types.ts and db.ts ('van-tai-ops', tables outbox / photos / meta / session).
 */
(() => {
  const DB_NAME = 'van-tai-ops';
  const SEQ_META_KEY = 'outboxSeq';
  const CLOCK_META_KEY = 'clockOffset';
  const MAX_IMAGE_PIXELS = 16_777_216;

  /** Deterministic PRNG (mulberry32) so a seed always draws the same "photo". */
  const prng = (seed) => {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  };

  /** A square of per-pixel luminance noise (sensor grain / fine texture), reused by every photo. */
  let noiseTiles = null;
  const getNoiseTiles = () => {
    if (noiseTiles) return noiseTiles;
    const make = (size, amplitude, seed) => {
      const rnd = prng(seed);
      const canvas = new OffscreenCanvas(size, size);
      const ctx = canvas.getContext('2d');
      const image = ctx.createImageData(size, size);
      const d = image.data;
      for (let i = 0; i < d.length; i += 4) {
        const v = 128 + (rnd() + rnd() + rnd() - 1.5) * amplitude;
        const c = (rnd() - 0.5) * amplitude * 0.35;
        d[i] = v + c;
        d[i + 1] = v;
        d[i + 2] = v - c;
        d[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
      return canvas;
    };
    noiseTiles = { grain: make(509, 70, 7), texture: make(263, 120, 11) };
    return noiseTiles;
  };

  const state = { lastJpeg: null, worker: null, nextJobId: 1, longTasks: null };

  const toBase64 = (buffer) => {
    const bytes = new Uint8Array(buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  };
  const fromBase64 = (text) => {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.buffer;
  };

  const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  /** A ULID (26 Crockford base-32 characters) at time `ms`: what src/offline/ulid.ts makes. */
  const ulid = (ms) => {
    let time = '';
    let rest = ms;
    for (let i = 0; i < 10; i++) {
      time = ALPHABET.charAt(rest % 32) + time;
      rest = Math.floor(rest / 32);
    }
    const random = crypto.getRandomValues(new Uint8Array(16));
    let tail = '';
    for (const b of random) tail += ALPHABET.charAt(b % 32);
    return time + tail;
  };

  const openDb = () =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onupgradeneeded = () => {
        request.transaction.abort();
        reject(new Error(`${DB_NAME} does not exist yet: open the app first`));
      };
    });
  const asPromise = (request) =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const done = (tx) =>
    new Promise((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
    });

  const tools = {
    /**
     * Draws a camera-like photo (sky/ground gradients, shapes, text, grain and texture: about the
     * entropy of a real 12 MP phone photo) and encodes it as JPEG; kept in the page for the next call.
     */
    async cameraJpeg({ seed, width, height, quality }) {
      const started = performance.now();
      const rnd = prng(seed * 7919 + 1);
      // Scenes differ in detail (a receipt on a dashboard vs. a street): texture and grain vary per seed.
      const textureAlpha = 0.02 + 0.12 * rnd();
      const grainAlpha = 0.12 + 0.24 * rnd();
      const { grain, texture } = getNoiseTiles();
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      const hue = Math.floor(rnd() * 360);
      const horizon = height * (0.35 + rnd() * 0.25);
      const sky = ctx.createLinearGradient(0, 0, 0, horizon);
      sky.addColorStop(0, `hsl(${hue}, 45%, ${55 + rnd() * 20}%)`);
      sky.addColorStop(1, `hsl(${(hue + 30) % 360}, 35%, ${75 + rnd() * 15}%)`);
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, horizon);
      const ground = ctx.createLinearGradient(0, horizon, 0, height);
      ground.addColorStop(0, `hsl(${(hue + 180) % 360}, 15%, ${35 + rnd() * 15}%)`);
      ground.addColorStop(1, `hsl(${(hue + 200) % 360}, 10%, ${15 + rnd() * 15}%)`);
      ctx.fillStyle = ground;
      ctx.fillRect(0, horizon, width, height - horizon);
      // Objects: boxes (buildings, a truck, a receipt), discs (wheels, gauges), lines (wires, road marks).
      for (let i = 0; i < 60; i++) {
        const x = rnd() * width;
        const y = rnd() * height;
        const w = 40 + rnd() * width * 0.25;
        const h = 40 + rnd() * height * 0.25;
        const g = ctx.createLinearGradient(x, y, x + w, y + h);
        g.addColorStop(0, `hsla(${Math.floor(rnd() * 360)}, ${20 + rnd() * 60}%, ${20 + rnd() * 60}%, 0.85)`);
        g.addColorStop(1, `hsla(${Math.floor(rnd() * 360)}, ${20 + rnd() * 60}%, ${20 + rnd() * 60}%, 0.85)`);
        ctx.fillStyle = g;
        if (rnd() < 0.6) ctx.fillRect(x, y, w, h);
        else {
          ctx.beginPath();
          ctx.arc(x, y, w / 3, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      ctx.lineWidth = 3;
      for (let i = 0; i < 50; i++) {
        ctx.strokeStyle = `hsla(${Math.floor(rnd() * 360)}, 30%, ${rnd() * 100}%, 0.7)`;
        ctx.beginPath();
        ctx.moveTo(rnd() * width, rnd() * height);
        ctx.lineTo(rnd() * width, rnd() * height);
        ctx.stroke();
      }
      ctx.font = `${Math.round(height / 40)}px sans-serif`;
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = rnd() < 0.5 ? '#111' : '#f4f4f0';
        ctx.fillText(`${Math.floor(rnd() * 1e9)} VND 0${Math.floor(rnd() * 1e6)} km`, rnd() * width, rnd() * height);
      }
      // Texture (asphalt, foliage, paper) then sensor grain, at random offsets.
      ctx.globalCompositeOperation = 'overlay';
      ctx.globalAlpha = textureAlpha;
      ctx.save();
      ctx.scale(3, 3);
      ctx.fillStyle = ctx.createPattern(texture, 'repeat');
      ctx.translate(-rnd() * 263, -rnd() * 263);
      ctx.fillRect(0, 0, width, height);
      ctx.restore();
      ctx.globalAlpha = grainAlpha;
      ctx.save();
      ctx.fillStyle = ctx.createPattern(grain, 'repeat');
      ctx.translate(-rnd() * 509, -rnd() * 509);
      ctx.fillRect(0, 0, width + 509, height + 509);
      ctx.restore();
      ctx.globalCompositeOperation = 'source-over';
      ctx.globalAlpha = 1;
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      state.lastJpeg = new File([blob], `IMG_${String(seed).padStart(4, '0')}.jpg`, { type: 'image/jpeg' });
      return { size: blob.size, width, height, ms: performance.now() - started };
    },

    /** Makes `base64` (a JPEG) the input of the next compressWithAppWorker(). */
    useInput(base64, name) {
      state.lastJpeg = new File([fromBase64(base64)], name, { type: 'image/jpeg' });
    },

    /** The last cameraJpeg() file as base64 (to hand to Playwright's setInputFiles). */
    lastJpegBase64: async () => toBase64(await state.lastJpeg.arrayBuffer()),

    /**
     * Compresses the last cameraJpeg() with the app's own worker (dist/assets/compress.worker-*.js,
     * the one savePhoto() starts) and returns what savePhoto() would store.
     */
    async compressWithAppWorker({ workerUrl, maxSide, quality }) {
      if (!state.worker) state.worker = new Worker(workerUrl, { type: 'module' });
      const worker = state.worker;
      const id = state.nextJobId++;
      const started = performance.now();
      const result = await new Promise((resolve, reject) => {
        const onMessage = (event) => {
          if (event.data?.id !== id) return;
          worker.removeEventListener('message', onMessage);
          resolve(event.data);
        };
        worker.addEventListener('message', onMessage);
        worker.onerror = (event) => reject(new Error(`compress worker: ${event.message ?? 'failed to load'}`));
        worker.postMessage({ id, blob: state.lastJpeg, maxSide, quality, maxPixels: MAX_IMAGE_PIXELS });
      });
      const ms = performance.now() - started;
      if (!result.ok) throw new Error(`compress worker answered ${result.code}`);
      return {
        base64: toBase64(result.bytes),
        mime: result.mime,
        width: result.width,
        height: result.height,
        size: result.bytes.byteLength,
        sha256: result.sha256,
        ms,
      };
    },

    /** The signed-in session row (db.session 'current'), without its tokens. */
    async session() {
      const db = await openDb();
      try {
        const row = await asPromise(db.transaction('session').objectStore('session').get('current'));
        return row ? { userId: row.userId, username: row.username } : null;
      } finally {
        db.close();
      }
    },

    /**
     * Writes outbox items and their photos exactly as enqueue() and savePhoto() would (same shapes,
     * next seq numbers, the measured clock offset), in one transaction, without asking for a sync.
     */
    async seedOutbox({ userId, items, photos }) {
      const db = await openDb();
      try {
        const tx = db.transaction(['outbox', 'photos', 'meta'], 'readwrite');
        const finished = done(tx);
        const meta = tx.objectStore('meta');
        const last = await asPromise(meta.get(SEQ_META_KEY));
        const clock = await asPromise(meta.get(CLOCK_META_KEY));
        const clockOffsetMs = typeof clock?.value?.offsetMs === 'number' ? clock.value.offsetMs : 0;
        let seq = typeof last?.value === 'number' ? last.value : 0;
        const now = Date.now();
        let bytes = 0;
        const photoIds = photos.map((_, i) => ulid(now + i));
        items.forEach((item, index) => {
          const refs = item.photos.map((ref) => {
            const photo = photos[ref.photo];
            const buffer = fromBase64(photo.base64);
            bytes += buffer.byteLength;
            tx.objectStore('photos').put({
              id: photoIds[ref.photo],
              userId,
              folder: ref.folder,
              bytes: buffer,
              mime: photo.mime,
              width: photo.width,
              height: photo.height,
              size: buffer.byteLength,
              sha256: photo.sha256,
              createdAt: item.occurredAt,
            });
            return { photoId: photoIds[ref.photo], field: ref.field };
          });
          seq += 1;
          const id = ulid(now + photos.length + index);
          tx.objectStore('outbox').put({
            id,
            userId,
            kind: item.kind,
            // An SOS is its own group, named after the item (src/offline/actions.ts, sosGroup).
            group: item.group.replace('{id}', id),
            seq,
            payload: item.payload,
            photos: refs,
            occurredAt: item.occurredAt,
            clockOffsetMs,
            status: 'queued',
            attempts: 0,
            nextAttemptAt: now,
            label: item.label,
            createdAt: item.occurredAt,
          });
        });
        meta.put({ key: SEQ_META_KEY, value: seq });
        await finished;
        return { items: items.length, photos: photos.length, bytes };
      } finally {
        db.close();
      }
    },

    /** The user's outbox by status, when the first send started and the last one was confirmed. */
    async outboxState(userId) {
      const db = await openDb();
      try {
        const tx = db.transaction(['outbox', 'photos']);
        const items = (await asPromise(tx.objectStore('outbox').getAll())).filter((i) => i.userId === userId);
        const photos = (await asPromise(tx.objectStore('photos').getAll())).filter((p) => p.userId === userId);
        const byStatus = {};
        let lastSentAt = null;
        for (const item of items) {
          byStatus[item.status] = (byStatus[item.status] ?? 0) + 1;
          if (item.sentAt && (lastSentAt === null || item.sentAt > lastSentAt)) lastSentAt = item.sentAt;
        }
        return {
          total: items.length,
          byStatus,
          lastSentAt,
          errors: items
            .filter((i) => i.lastError)
            .map((i) => `${i.label}: ${i.lastError.status} ${i.lastError.message}`),
          photoLocations: photos.filter((p) => p.location).map((p) => p.location),
        };
      } finally {
        db.close();
      }
    },

    /** The newest photo record of the store (what savePhoto() just wrote), without its bytes. */
    async newestPhoto() {
      const db = await openDb();
      try {
        const photos = await asPromise(db.transaction('photos').objectStore('photos').getAll());
        photos.sort((a, b) => b.createdAt - a.createdAt);
        const p = photos[0];
        return p
          ? { id: p.id, size: p.size, width: p.width, height: p.height, mime: p.mime, count: photos.length }
          : null;
      } finally {
        db.close();
      }
    },

    /** Starts collecting 'longtask' entries (main-thread tasks of 50 ms or more). */
    startLongTasks() {
      const entries = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) entries.push({ start: e.startTime, duration: e.duration });
      });
      observer.observe({ type: 'longtask', buffered: false });
      state.longTasks = { observer, entries };
    },

    /** Stops collecting and returns the long tasks seen since startLongTasks(). */
    stopLongTasks() {
      const current = state.longTasks;
      state.longTasks = null;
      if (!current) return { count: 0, longest: 0, total: 0, entries: [] };
      for (const e of current.observer.takeRecords())
        current.entries.push({ start: e.startTime, duration: e.duration });
      current.observer.disconnect();
      const durations = current.entries.map((e) => e.duration);
      return {
        count: durations.length,
        longest: durations.length ? Math.max(...durations) : 0,
        total: durations.reduce((a, b) => a + b, 0),
        entries: current.entries,
      };
    },

    /**
     * Times one "Dùng ảnh này" in the camera modal: from the click (capture phase, before the app's
     * handler) until the field's thumbnail shows a new, decoded image. Marks both ends with
     * performance.mark so a trace can be cut to the same window.
     */
    timePhotoSave({ thumbAlt, previousSrc, mark, timeoutMs }) {
      return new Promise((resolve, reject) => {
        let clickedAt = null;
        const onClick = (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button?.textContent?.includes('Dùng ảnh này')) {
            clickedAt = performance.now();
            performance.mark(`${mark}:start`);
          }
        };
        document.addEventListener('click', onClick, true);
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          const img = document.querySelector(`img[alt="${thumbAlt}"]`);
          const ready =
            clickedAt !== null && img?.src && img.src !== previousSrc && img.complete && img.naturalWidth > 0;
          if (ready) {
            const at = performance.now();
            performance.mark(`${mark}:end`);
            document.removeEventListener('click', onClick, true);
            resolve({ ms: at - clickedAt, start: clickedAt, end: at, src: img.src });
            return;
          }
          if (performance.now() > deadline) {
            document.removeEventListener('click', onClick, true);
            const alert = document.querySelector('[role="dialog"] [role="alert"]');
            reject(new Error(`no new thumbnail within ${timeoutMs} ms${alert ? `: ${alert.textContent}` : ''}`));
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
  };

  globalThis.__vtBench = tools;
})();
