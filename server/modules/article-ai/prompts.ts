/**
 * What the model is asked for each generation kind, and what its validated answer writes to the
 * article. Pure functions (unit-tested). The instructions are written in English — what every
 * open and hosted model follows best — and each one demands the answer in the article's language
 * (one of the 17 of §5), so the article is written in it. Each system prompt carries a `[task: …]`
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

function context(a: PromptArticle, with_: (keyof PromptArticle)[]): string {
  const lines = [`Main keyword: ${a.mainKeyword}`, `Language: ${a.language}`, `Schema.org type: ${a.schemaType}`];
  if (with_.includes('subKeywords') && a.subKeywords) lines.push(`Sub-keywords: ${list(a.subKeywords).join(', ')}`);
  if (with_.includes('title') && a.title) lines.push(`Title: ${a.title}`);
  if (with_.includes('description') && a.description) lines.push(`Meta description: ${a.description}`);
  if (with_.includes('semanticKeywords') && a.semanticKeywords) {
    lines.push(`Semantic keywords: ${list(a.semanticKeywords).join(', ')}`);
  }
  if (with_.includes('internalLinks') && a.internalLinks) lines.push(`Internal link base URL: ${a.internalLinks}`);
  if (with_.includes('outline') && a.outline) lines.push(`Outline:\n${a.outline}`);
  return lines.join('\n');
}

const TASKS: Record<GenerationKind, { task: string; fields: (keyof PromptArticle)[] }> = {
  'sub-keywords': {
    task:
      'Suggest 8 to 12 sub-keywords (long-tail search phrases people really type) that support the main keyword. ' +
      'Each is a short phrase without commas.',
    fields: [],
  },
  outline: {
    task:
      'Write the outline of an SEO article: 4 to 10 sections, each with an H2 heading and up to 5 short points ' +
      'to cover. Use the sub-keywords naturally in the headings. Fit the schema.org type.',
    fields: ['subKeywords'],
  },
  'title-description': {
    task:
      'Write the SEO title (at most 70 characters, containing the main keyword) and the meta description ' +
      '(at most 160 characters, inviting the reader to click) of the article with this outline.',
    fields: ['subKeywords', 'outline'],
  },
  'semantic-keywords': {
    task:
      'List 8 to 20 semantic (LSI) keywords: related terms and entities the article should mention so search ' +
      'engines understand its topic. Each is a short phrase without commas.',
    fields: ['subKeywords', 'title', 'description', 'outline'],
  },
  content: {
    task:
      'Write the full article body as HTML following the outline: <h2>/<h3> headings, <p>, <ul>/<ol>, <strong>, ' +
      'and a <table> where it helps. No <h1>, no <html>/<body>, no scripts or styles. Use the main keyword, ' +
      'sub-keywords and semantic keywords naturally. Where relevant add 1 to 3 links (<a href>) to pages under ' +
      'the internal link base URL. Also give a URL slug (lowercase, hyphens, no accents) or null.',
    fields: ['subKeywords', 'title', 'description', 'semanticKeywords', 'internalLinks', 'outline'],
  },
};

/** The system and user messages for one generation of an article. */
export function buildPrompt(kind: GenerationKind, a: PromptArticle): Prompt {
  const name = SCHEMA_NAMES[kind];
  const { task, fields } = TASKS[kind];
  const system =
    `You are an experienced SEO content writer. [task: ${name}]\n` +
    `Write every word of your answer in ${a.language} (the article's language), whatever language these ` +
    'instructions are in. Answer with ONLY one JSON object matching the given JSON schema; no other text.';
  const user = `${task}\n\n${context(a, fields)}`;
  return { system, user, name, schema: OUTPUT_SCHEMAS[kind] };
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
