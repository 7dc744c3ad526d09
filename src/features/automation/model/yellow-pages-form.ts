/** The yellow-pages form's rules: an http(s) link, whole pages from 1, end ≥ start, an industry. */
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';

export type YellowPagesForm = { link: string; startPage: string; endPage: string; industryId: string | null };
export const EMPTY_YELLOW_FORM: YellowPagesForm = { link: '', startPage: '1', endPage: '1', industryId: null };

export type YellowPagesProblems = Partial<Record<keyof YellowPagesForm, string>>;

const wholePage = (text: string) => /^\s*\d+\s*$/.test(text) && Number(text) >= 1;

function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text.trim());
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Field messages, or null when the form may be sent (a typed number is never changed, only judged). */
export function checkYellowPages(form: YellowPagesForm): YellowPagesProblems | null {
  const p: YellowPagesProblems = {};
  if (!isHttpUrl(form.link)) p.link = M.linkInvalid;
  if (!wholePage(form.startPage)) p.startPage = M.pagesInvalid;
  if (!wholePage(form.endPage)) p.endPage = M.pagesInvalid;
  else if (wholePage(form.startPage) && Number(form.endPage) < Number(form.startPage)) p.endPage = M.pagesOrder;
  if (!form.industryId) p.industryId = M.fillRequired;
  return Object.keys(p).length ? p : null;
}
