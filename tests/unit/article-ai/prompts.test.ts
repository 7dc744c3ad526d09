import { describe, expect, it } from 'vitest';
import { GENERATION_KINDS } from '@/contracts/articles-vocabulary';
import { parseJsonAnswer, toStrictJsonSchema } from '../../../server/integrations/ai-provider';
import {
  buildPrompt,
  fieldsFrom,
  joinKeywords,
  OUTPUT_SCHEMAS,
  outlineText,
  type PromptArticle,
  SCHEMA_NAMES,
} from '../../../server/modules/article-ai/prompts';
import { fakeAnswer } from '../../support/fake-openai';

const article: PromptArticle = {
  language: 'English',
  schemaType: 'HowTo',
  mainKeyword: 'container shipping',
  subKeywords: 'cheap container shipping, container shipping cost',
  outline: '## What is it\n- basics',
  title: 'Container shipping guide',
  description: 'All about container shipping.',
  semanticKeywords: 'freight, logistics',
  internalLinks: 'https://blog.example.com/',
};

describe('buildPrompt', () => {
  it('asks in the article language, marks the task and states the main keyword', () => {
    for (const kind of GENERATION_KINDS) {
      const p = buildPrompt(kind, { ...article, language: 'Japanese' });
      expect(p.name).toBe(SCHEMA_NAMES[kind]);
      expect(p.system).toContain(`[task: ${SCHEMA_NAMES[kind]}]`);
      expect(p.system).toContain('in Japanese');
      expect(p.user).toContain('Main keyword: container shipping');
      expect(p.user).toContain('Schema.org type: HowTo');
      expect(p.schema).toBe(OUTPUT_SCHEMAS[kind]);
    }
  });

  it('a Vietnamese article is asked for in Vietnamese, with the same task marker', () => {
    for (const kind of GENERATION_KINDS) {
      const p = buildPrompt(kind, { ...article, language: 'Vietnamese', mainKeyword: 'vận chuyển container' });
      expect(p.system).toContain(`[task: ${SCHEMA_NAMES[kind]}]`);
      expect(p.system).toContain('bằng tiếng Việt');
      expect(p.user).toContain('Từ khóa chính: vận chuyển container');
      expect(p.user).not.toContain('Main keyword');
    }
    expect(buildPrompt('content', { ...article, language: 'Vietnamese' }).user).toContain(
      'Địa chỉ gốc cho liên kết nội bộ: https://blog.example.com/',
    );
  });

  it('gives each step what the earlier steps produced, and only that', () => {
    expect(buildPrompt('sub-keywords', article).user).not.toContain('Sub-keywords:');
    expect(buildPrompt('outline', article).user).toContain(
      'Sub-keywords: cheap container shipping, container shipping cost',
    );
    expect(buildPrompt('outline', article).user).not.toContain('Outline:');
    expect(buildPrompt('title-description', article).user).toContain('Outline:\n## What is it');
    const content = buildPrompt('content', article).user;
    expect(content).toContain('Internal link base URL: https://blog.example.com/');
    expect(content).toContain('Semantic keywords: freight, logistics');
    expect(content).toContain('Title: Container shipping guide');
  });
});

describe('output parsing', () => {
  it('accepts plain JSON, fenced JSON and JSON surrounded by words', () => {
    const schema = OUTPUT_SCHEMAS['title-description'];
    const value = { title: 'T', description: 'D' };
    expect(parseJsonAnswer(JSON.stringify(value), schema)).toEqual({ ok: true, value });
    expect(parseJsonAnswer(`\`\`\`json\n${JSON.stringify(value)}\n\`\`\``, schema)).toEqual({ ok: true, value });
    expect(parseJsonAnswer(`Here: ${JSON.stringify(value)} done`, schema)).toEqual({ ok: true, value });
  });

  it('says what is wrong (the retry tells the model)', () => {
    const schema = OUTPUT_SCHEMAS['title-description'];
    expect(parseJsonAnswer('no json at all', schema)).toEqual({ ok: false, problem: 'it is not valid JSON' });
    const long = parseJsonAnswer(JSON.stringify({ title: 'x'.repeat(71), description: 'd' }), schema);
    expect(long.ok).toBe(false);
    expect(!long.ok && long.problem).toContain('title');
    const few = parseJsonAnswer(JSON.stringify({ subKeywords: ['a', 'b'] }), OUTPUT_SCHEMAS['sub-keywords']);
    expect(!few.ok && few.problem).toContain('subKeywords');
  });

  it('sends a strict JSON schema: no $schema, closed objects, every property required', () => {
    const s = toStrictJsonSchema(OUTPUT_SCHEMAS.content) as {
      $schema?: string;
      required: string[];
      additionalProperties: boolean;
    };
    expect(s.$schema).toBeUndefined();
    expect(s.required.sort()).toEqual(['html', 'slug']);
    expect(s.additionalProperties).toBe(false);
  });

  it("the fake model's answers satisfy every schema", () => {
    for (const kind of GENERATION_KINDS) {
      expect(OUTPUT_SCHEMAS[kind].safeParse(fakeAnswer(SCHEMA_NAMES[kind], 'xe tải')).success).toBe(true);
    }
  });
});

describe('fields written', () => {
  it('keywords become the comma-separated wire format without commas inside, blanks or repeats', () => {
    expect(joinKeywords(['a, b', ' c ', 'C', '', 'd\ne'])).toBe('a b, c, d e');
    expect(fieldsFrom('sub-keywords', { subKeywords: ['x', 'y'] })).toEqual({ subKeywords: 'x, y' });
    expect(fieldsFrom('semantic-keywords', { semanticKeywords: ['x', 'x'] })).toEqual({ semanticKeywords: 'x' });
  });

  it('the outline becomes editable text', () => {
    const o = {
      sections: [
        { heading: 'A', points: ['p1', 'p2'] },
        { heading: 'B', points: [] },
      ],
    };
    expect(outlineText(o)).toBe('## A\n- p1\n- p2\n\n## B');
    expect(fieldsFrom('outline', o)).toEqual({ outline: '## A\n- p1\n- p2\n\n## B' });
  });

  it('title/description and content with a slugified slug (or none)', () => {
    expect(fieldsFrom('title-description', { title: 'T', description: 'D' })).toEqual({ title: 'T', description: 'D' });
    expect(fieldsFrom('content', { html: '<p>x</p>', slug: 'Vận Tải Hàng' })).toEqual({
      content: '<p>x</p>',
      slug: 'van-tai-hang',
    });
    expect(fieldsFrom('content', { html: '<p>x</p>', slug: null })).toEqual({ content: '<p>x</p>' });
  });
});
