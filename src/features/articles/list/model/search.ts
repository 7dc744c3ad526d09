/** The article list's URL search (§2, §9): keyword, step, site, page (zero-based) and size 10/20/50. */
import { ARTICLE_LIST_SIZES, ARTICLE_STEPS } from '@/contracts/article-steps-vocabulary';
import {
  idParam,
  optionalEnumParam,
  pageParam,
  searchParams,
  sizeParam,
  textParam,
  withDefault,
} from '@/lib/search-params';

export const articleListSearch = searchParams({
  page: withDefault(pageParam(), 0),
  size: sizeParam(ARTICLE_LIST_SIZES, ARTICLE_LIST_SIZES[0]),
  keyword: textParam(255),
  step: optionalEnumParam(ARTICLE_STEPS),
  siteId: idParam(),
});
export type ArticleListSearch = ReturnType<typeof articleListSearch>;
