/** The bulk-writing form's rule (§5): keywords, a website, a CTA and a context, else one message. */
import { AUTOMATION_MESSAGES as M, splitKeywords } from '@/contracts/automation-vocabulary';

export type BulkWritingForm = {
  keywordsText: string;
  websiteId: string | null;
  context: string | null;
  ctaId: string | null;
  language: string;
};

export const EMPTY_BULK_FORM: BulkWritingForm = {
  keywordsText: '',
  websiteId: null,
  context: null,
  ctaId: null,
  language: 'Vietnamese',
};

/** The message to show, or null when the form may be sent. */
export function checkBulkWriting(form: BulkWritingForm): string | null {
  const ok = splitKeywords(form.keywordsText).length > 0 && form.websiteId && form.ctaId && form.context?.trim();
  return ok ? null : M.fillRequired;
}
