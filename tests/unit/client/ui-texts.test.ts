import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANCEL_LABEL } from '@/ui/labels';
import { BREADCRUMB_HOME } from '@/ui/page-header';

// Issue 13: one text for one thing across the console and the driver's phone.

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
const sources = files('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('shared texts', () => {
  it("dialogs and forms back out with 'Hủy bỏ' (the specs' confirmation text), never a bare 'Hủy'", () => {
    expect(CANCEL_LABEL).toBe('Hủy bỏ');
    // The devices page's 'Hủy' is the action itself (cancel this device's subscription, spec 000 §2).
    const allowed = new Set([join('src', 'features', 'notifications', 'components', 'devices-page.tsx')]);
    const bare = sources.filter(
      ({ path, text }) => !allowed.has(path) && /(^\s*Hủy\s*$|cancelLabel="Hủy"|'Hủy',)/m.test(text),
    );
    expect(bare.map((f) => f.path)).toEqual([]);
  });

  it("every breadcrumb starts at 'Dashboard' (spec 000 §2, 003 §2)", () => {
    expect(BREADCRUMB_HOME).toBe('Dashboard');
    const own = sources.filter(({ path, text }) => !path.endsWith('page-header.tsx') && /<Breadcrumbs/.test(text));
    expect(own.map((f) => f.path)).toEqual([]);
  });
});
