/**
 * Call-to-action blocks (spec 001 §3, §7, §8): reusable HTML appended to pushed articles. Stored
 * sanitised; the §8 texts for a CTA gone between the list and the save. Writers read the list to
 * pick one (BAI_VIET_XEM); marketing reads and writes it (MARKETING_*, the CTA screen of issue 16).
 */

import type { z } from 'zod';
import { CTA_MESSAGES, type Cta, type ctaBody, type ctaQuery, isBlankHtml } from '@/contracts/articles';
import type { Page } from '@/contracts/envelope';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import type { Db } from '../../db/client';
import { forbidden, notFound, unprocessable } from '../../http-error';
import { paged } from '../../lib/paging';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import * as repo from './repo';

type Body = z.output<typeof ctaBody>;

/** Writers pick a CTA in the wizard: the list is theirs to read too. */
export const WRITERS_READ = 'BAI_VIET_XEM';

export function assertMayRead(access: { routeGranted: boolean; codes: ReadonlySet<string> }): void {
  if (!access.routeGranted && !access.codes.has(WRITERS_READ)) throw forbidden(FORBIDDEN_MESSAGE);
}

export const listCtas = (db: Db, q: z.output<typeof ctaQuery>): Promise<Page<Cta>> =>
  paged(
    q,
    (w) => repo.listCtas(db, w),
    () => repo.countCtas(db),
    (r) => r,
  );

function clean(body: Body, message: string) {
  const ctaContent = sanitizeArticleHtml(body.ctaContent).trim();
  if (isBlankHtml(ctaContent)) throw unprocessable(message);
  return { name: body.name, ctaContent };
}

export const createCta = (db: Db, body: Body) => repo.insertCta(db, clean(body, CTA_MESSAGES.addRequired));

export async function updateCta(db: Db, id: number, body: Body): Promise<Cta> {
  const row = await repo.updateCta(db, id, clean(body, CTA_MESSAGES.editRequired));
  if (!row) throw notFound(CTA_MESSAGES.updateNotFound);
  return row;
}

export async function deleteCta(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteCta(db, id))) throw notFound(CTA_MESSAGES.deleteNotFound);
}
