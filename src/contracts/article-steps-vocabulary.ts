/**
 * Article states in order (§3) and the list's page sizes (§9), alone in a module: the article
 * list's URL search is parsed in the entry chunk (every route's validateSearch is), so it must not
 * pull the whole vocabulary with its messages there (npm run bench:bundle).
 */

/** Article states in order (§3); the list, the charts and the step filter all follow this order. */
export const ARTICLE_STEPS = [
  'INIT',
  'SUB_KEYWORDS',
  'OUTLINE',
  'TITLE_DESCRIPTION',
  'SEMANTIC_KEYWORDS',
  'CONTENT',
  'FINALIZED',
  'PUSHED',
] as const;
export type ArticleStep = (typeof ARTICLE_STEPS)[number];

/** The article list's page sizes (§9), default the first. */
export const ARTICLE_LIST_SIZES = [10, 20, 50] as const;
