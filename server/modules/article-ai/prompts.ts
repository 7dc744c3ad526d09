/**
 * What the model is asked for each generation kind, and what its validated answer writes to the
 * article. Pure functions (unit-tested). A Vietnamese article (the default, and most of this
 * company's) is asked for in Vietnamese; for the other 16 languages of §5 the instructions are in
 * English — what every open and hosted model follows best — and demand the answer in the article's
 * language, so the article is written in it. Each system prompt carries a `[task: …]`
 * marker equal to the response_format name (the fake model server in the tests answers by it).
 */
import { z } from 'zod';
import { type GenerationKind, slugify } from '@/contracts/articles-vocabulary';

/** The article fields a prompt reads. */
export type PromptArticle = {
  language: string;
  schemaType: string;
  mainKeyword: string;
  subKeywords: string | null;
  outline: string | null;
  title: string | null;
  description: string | null;
  semanticKeywords: string | null;
  internalLinks: string | null;
};

const keyword = z.string().trim().min(1).max(120);

/** Output schemas per kind (every property required: strict structured output). */
export const OUTPUT_SCHEMAS = {
  'sub-keywords': z.object({ subKeywords: z.array(keyword).min(5).max(15) }),
  outline: z.object({
    sections: z
      .array(
        z.object({ heading: z.string().trim().min(1).max(200), points: z.array(z.string().trim().max(300)).max(10) }),
      )
      .min(2)
      .max(20),
  }),
  'title-description': z.object({
    title: z.string().trim().min(1).max(70),
    description: z.string().trim().min(1).max(160),
  }),
  'semantic-keywords': z.object({ semanticKeywords: z.array(keyword).min(3).max(30) }),
  content: z.object({
    html: z.string().trim().min(1).max(400_000),
    slug: z.string().trim().max(190).nullable(),
  }),
} satisfies Record<GenerationKind, z.ZodType>;

export type GenerationOutput<K extends GenerationKind> = z.infer<(typeof OUTPUT_SCHEMAS)[K]>;

/** The response_format name of each kind (also the `[task: …]` marker). */
export const SCHEMA_NAMES: Record<GenerationKind, string> = {
  'sub-keywords': 'sub_keywords',
  outline: 'outline',
  'title-description': 'title_description',
  'semantic-keywords': 'semantic_keywords',
  content: 'article_content',
};

export type Prompt = { system: string; user: string; name: string; schema: z.ZodType };

const list = (csv: string | null) =>
  (csv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The words a prompt is written in: English, or the article's own Vietnamese. */
type Wording = {
  labels: Record<
    | 'mainKeyword'
    | 'language'
    | 'schemaType'
    | 'subKeywords'
    | 'title'
    | 'description'
    | 'semanticKeywords'
    | 'internalLinks'
    | 'outline',
    string
  >;
  system: (name: string, language: string) => string;
  tasks: Record<GenerationKind, string>;
};

function context(a: PromptArticle, with_: (keyof PromptArticle)[], l: Wording['labels']): string {
  const lines = [
    `${l.mainKeyword}: ${a.mainKeyword}`,
    `${l.language}: ${a.language}`,
    `${l.schemaType}: ${a.schemaType}`,
  ];
  if (with_.includes('subKeywords') && a.subKeywords) lines.push(`${l.subKeywords}: ${list(a.subKeywords).join(', ')}`);
  if (with_.includes('title') && a.title) lines.push(`${l.title}: ${a.title}`);
  if (with_.includes('description') && a.description) lines.push(`${l.description}: ${a.description}`);
  if (with_.includes('semanticKeywords') && a.semanticKeywords) {
    lines.push(`${l.semanticKeywords}: ${list(a.semanticKeywords).join(', ')}`);
  }
  if (with_.includes('internalLinks') && a.internalLinks) lines.push(`${l.internalLinks}: ${a.internalLinks}`);
  if (with_.includes('outline') && a.outline) lines.push(`${l.outline}:\n${a.outline}`);
  return lines.join('\n');
}

/** What each kind reads of the earlier steps. */
const FIELDS: Record<GenerationKind, (keyof PromptArticle)[]> = {
  'sub-keywords': [],
  outline: ['subKeywords'],
  'title-description': ['subKeywords', 'outline'],
  'semantic-keywords': ['subKeywords', 'title', 'description', 'outline'],
  content: ['subKeywords', 'title', 'description', 'semanticKeywords', 'internalLinks', 'outline'],
};

const ENGLISH: Wording = {
  labels: {
    mainKeyword: 'Main keyword',
    language: 'Language',
    schemaType: 'Schema.org type',
    subKeywords: 'Sub-keywords',
    title: 'Title',
    description: 'Meta description',
    semanticKeywords: 'Semantic keywords',
    internalLinks: 'Internal link base URL',
    outline: 'Outline',
  },
  system: (name, language) =>
    `You are an experienced SEO content writer. [task: ${name}]\n` +
    `Write every word of your answer in ${language} (the article's language), whatever language these ` +
    'instructions are in. Answer with ONLY one JSON object matching the given JSON schema; no other text.',
  tasks: {
    'sub-keywords':
      'Suggest 8 to 12 sub-keywords (long-tail search phrases people really type) that support the main keyword. ' +
      'Each is a short phrase without commas.',
    outline:
      'Write the outline of an SEO article: 4 to 10 sections, each with an H2 heading and up to 5 short points ' +
      'to cover. Use the sub-keywords naturally in the headings. Fit the schema.org type.',
    'title-description':
      'Write the SEO title (at most 70 characters, containing the main keyword) and the meta description ' +
      '(at most 160 characters, inviting the reader to click) of the article with this outline.',
    'semantic-keywords':
      'List 8 to 20 semantic (LSI) keywords: related terms and entities the article should mention so search ' +
      'engines understand its topic. Each is a short phrase without commas.',
    content:
      'Write the full article body as HTML following the outline: <h2>/<h3> headings, <p>, <ul>/<ol>, <strong>, ' +
      'and a <table> where it helps. No <h1>, no <html>/<body>, no scripts or styles. Use the main keyword, ' +
      'sub-keywords and semantic keywords naturally. Where relevant add 1 to 3 links (<a href>) to pages under ' +
      'the internal link base URL. Also give a URL slug (lowercase, hyphens, no accents) or null.',
  },
};

const VIETNAMESE: Wording = {
  labels: {
    mainKeyword: 'Từ khóa chính',
    language: 'Ngôn ngữ',
    schemaType: 'Loại schema.org',
    subKeywords: 'Từ khóa phụ',
    title: 'Tiêu đề',
    description: 'Mô tả meta',
    semanticKeywords: 'Từ khóa ngữ nghĩa',
    internalLinks: 'Địa chỉ gốc cho liên kết nội bộ',
    outline: 'Dàn ý',
  },
  system: (name) =>
    `Bạn là người viết nội dung SEO giàu kinh nghiệm. [task: ${name}]\n` +
    'Viết toàn bộ câu trả lời bằng tiếng Việt có dấu, tự nhiên như người Việt viết. Chỉ trả lời bằng MỘT ' +
    'đối tượng JSON đúng JSON schema đã cho; không thêm chữ nào khác.',
  tasks: {
    'sub-keywords':
      'Đề xuất 8 đến 12 từ khóa phụ (cụm từ tìm kiếm dài mà người dùng thực sự gõ) hỗ trợ từ khóa chính. ' +
      'Mỗi từ khóa là một cụm ngắn, không có dấu phẩy.',
    outline:
      'Viết dàn ý một bài SEO: 4 đến 10 phần, mỗi phần có một tiêu đề H2 và tối đa 5 ý ngắn cần trình bày. ' +
      'Dùng các từ khóa phụ một cách tự nhiên trong tiêu đề. Phù hợp với loại schema.org.',
    'title-description':
      'Viết tiêu đề SEO (tối đa 70 ký tự, có từ khóa chính) và mô tả meta (tối đa 160 ký tự, mời người đọc ' +
      'bấm vào) cho bài viết theo dàn ý này.',
    'semantic-keywords':
      'Liệt kê 8 đến 20 từ khóa ngữ nghĩa (LSI): các thuật ngữ và thực thể liên quan mà bài nên nhắc tới để ' +
      'công cụ tìm kiếm hiểu chủ đề. Mỗi từ khóa là một cụm ngắn, không có dấu phẩy.',
    content:
      'Viết toàn bộ thân bài dạng HTML theo dàn ý: tiêu đề <h2>/<h3>, <p>, <ul>/<ol>, <strong>, và <table> khi ' +
      'hữu ích. Không dùng <h1>, <html>/<body>, script hay style. Dùng từ khóa chính, từ khóa phụ và từ khóa ngữ ' +
      'nghĩa một cách tự nhiên. Khi phù hợp, thêm 1 đến 3 liên kết (<a href>) tới các trang dưới địa chỉ gốc cho ' +
      'liên kết nội bộ. Kèm một slug URL (chữ thường, gạch nối, không dấu) hoặc null.',
  },
};

/** The system and user messages for one generation of an article. */
export function buildPrompt(kind: GenerationKind, a: PromptArticle): Prompt {
  const name = SCHEMA_NAMES[kind];
  const words = a.language === 'Vietnamese' ? VIETNAMESE : ENGLISH;
  const user = `${words.tasks[kind]}\n\n${context(a, FIELDS[kind], words.labels)}`;
  return { system: words.system(name, a.language), user, name, schema: OUTPUT_SCHEMAS[kind] };
}

/** Keywords in the spec's wire format: comma-separated, no empty or repeated entries. */
export function joinKeywords(words: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const clean = w
      .replace(/[,\n\r]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out.join(', ');
}

/** The outline as the text the writer shows and edits: `## heading` then `- point` lines. */
export function outlineText(o: GenerationOutput<'outline'>): string {
  return o.sections
    .map((s) => [`## ${s.heading}`, ...s.points.filter(Boolean).map((p) => `- ${p}`)].join('\n'))
    .join('\n\n');
}

/** The article fields a validated answer writes (content HTML is sanitised by the caller). */
export type GeneratedFields = Partial<
  Record<'subKeywords' | 'outline' | 'title' | 'description' | 'semanticKeywords' | 'content' | 'slug', string>
>;

export function fieldsFrom(kind: GenerationKind, output: unknown): GeneratedFields {
  switch (kind) {
    case 'sub-keywords':
      return { subKeywords: joinKeywords((output as GenerationOutput<'sub-keywords'>).subKeywords) };
    case 'outline':
      return { outline: outlineText(output as GenerationOutput<'outline'>) };
    case 'title-description': {
      const o = output as GenerationOutput<'title-description'>;
      return { title: o.title, description: o.description };
    }
    case 'semantic-keywords':
      return { semanticKeywords: joinKeywords((output as GenerationOutput<'semantic-keywords'>).semanticKeywords) };
    case 'content': {
      const o = output as GenerationOutput<'content'>;
      const slug = o.slug ? slugify(o.slug) : '';
      return { content: o.html, ...(slug ? { slug } : {}) };
    }
  }
}
