/** The article rows a generation reads and writes: the articles module's (one step rule for both). */
export {
  type ArticleRow,
  type ArticleWithAuthor,
  applyGeneration,
  findArticle,
  generationFromJob,
  toArticle,
} from '../articles/repo';
