/**
 * Demo articles (spec 001 §2 dashboards, issue 15): bientap1 and admin each have articles in every
 * step, created over the last 60 days (so the 7/30/90-day dashboards differ) and changed since;
 * three CTAs; one clearly-demo WordPress site, inactive, its application password encrypted like a
 * real one. Dates are relative to the seed moment so a fresh start shows living dashboards.
 */
import { inArray } from 'drizzle-orm';
import { ARTICLE_STEPS, type ArticleStep, slugify } from '@/contracts/articles';
import { SecretBox } from '../lib/secrets';
import type { Db } from './client';
import { article, cta, nguoiDung, wpSite } from './schema';

export const DEMO_SITE = { name: 'Blog Minh Tiến (demo)', baseUrl: 'https://blog.example.com' } as const;

const CTAS = [
  {
    name: 'Gọi tư vấn vận chuyển',
    ctaContent:
      '<h3>Cần chở hàng ngay hôm nay?</h3><p>Gọi <strong>1900 6868</strong> hoặc để lại số điện thoại, điều phối viên gọi lại trong 15 phút.</p>',
  },
  {
    name: 'Báo giá xe tải theo chuyến',
    ctaContent:
      '<p>Nhận <strong>báo giá trong 30 phút</strong> cho xe 1,5 – 15 tấn, tuyến Bắc – Nam và nội thành.</p><p><a href="https://blog.example.com/bao-gia">Yêu cầu báo giá</a></p>',
  },
  {
    name: 'Dịch vụ kho lạnh',
    ctaContent:
      '<p>Kho lạnh −18 °C tại KCN VSIP 1, giám sát nhiệt độ 24/7. <a href="https://blog.example.com/kho-lanh">Xem chi tiết</a></p>',
  },
];

/** Main keywords of the demo articles; each author gets a share, every step covered. */
const TOPICS = [
  'vận chuyển hàng lạnh',
  'thuê xe tải chở hàng',
  'chuyển nhà trọn gói',
  'gửi hàng Bắc Nam',
  'kho bãi Bình Dương',
  'xe tải 5 tấn',
  'vận chuyển container',
  'giao hàng nội thành',
  'bảo hiểm hàng hóa',
  'vận tải đường sắt',
  'xe cẩu tự hành',
  'đóng gói hàng dễ vỡ',
  'vận chuyển máy móc',
  'logistics thương mại điện tử',
  'xe tải chở hàng đêm',
  'kiểm đếm hàng tồn kho',
  'tối ưu tuyến giao hàng',
  'vận chuyển nông sản',
];

const LANGS = ['Vietnamese', 'Vietnamese', 'Vietnamese', 'English'] as const;
const SCHEMAS = ['Article', 'HowTo', 'FAQ', 'Service'] as const;

/** The fields an article has once it reached `step` (each step fills what the wizard fills). */
function fieldsAt(topic: string, step: ArticleStep, siteId: number, ctaId: number | null, i: number) {
  const reached = (s: ArticleStep) => ARTICLE_STEPS.indexOf(step) >= ARTICLE_STEPS.indexOf(s);
  const title = `${topic[0]?.toUpperCase()}${topic.slice(1)}: hướng dẫn chi tiết ${2026 - (i % 2)}`;
  return {
    subKeywords: reached('SUB_KEYWORDS') ? `${topic} giá rẻ, ${topic} uy tín, dịch vụ ${topic}` : null,
    outline: reached('OUTLINE')
      ? `# ${title}\n## ${topic} là gì?\n## Lợi ích của ${topic}\n## Bảng giá tham khảo\n## Câu hỏi thường gặp`
      : null,
    title: reached('TITLE_DESCRIPTION') ? title : null,
    description: reached('TITLE_DESCRIPTION')
      ? `Tìm hiểu ${topic}: quy trình, chi phí và kinh nghiệm chọn đơn vị uy tín cho doanh nghiệp.`
      : null,
    semanticKeywords: reached('SEMANTIC_KEYWORDS') ? `vận tải, logistics, chi phí ${topic}, đơn vị vận chuyển` : null,
    internalLinks: reached('SEMANTIC_KEYWORDS') ? DEMO_SITE.baseUrl : null,
    content: reached('CONTENT')
      ? `<h2>${topic} là gì?</h2><p>${title}. Bài viết tổng hợp kinh nghiệm thực tế của đội xe.</p><h2>Bảng giá tham khảo</h2><ul><li>Nội thành: từ 350.000 đ/chuyến</li><li>Liên tỉnh: từ 18.000 đ/km</li></ul>`
      : null,
    slug: reached('CONTENT') ? slugify(title) : null,
    focusKeywords: reached('FINALIZED') ? topic : null,
    featuredImage: reached('FINALIZED') ? `${DEMO_SITE.baseUrl}/wp-content/uploads/demo-${i % 5}.jpg` : null,
    selectedSiteId: reached('FINALIZED') ? siteId : null,
    selectedCategoryIds: reached('FINALIZED') ? '2,5' : null,
    ctaId: reached('FINALIZED') ? ctaId : null,
    wpPostId: step === 'PUSHED' ? 100 + i : null,
    wpPostUrl: step === 'PUSHED' ? `${DEMO_SITE.baseUrl}/?p=${100 + i}` : null,
  };
}

export async function seedArticlesDemo(db: Db, now = new Date()): Promise<void> {
  const users = await db
    .select({ id: nguoiDung.idNguoiDung, login: nguoiDung.tenDangNhap })
    .from(nguoiDung)
    .where(inArray(nguoiDung.tenDangNhap, ['bientap1', 'admin']));
  const authors = ['bientap1', 'admin'].map((login) => users.find((u) => u.login === login)?.id);
  if (authors.some((a) => a === undefined)) throw new Error('Thiếu người dùng demo bientap1/admin');

  const box = await SecretBox.open(db);
  const [site] = await db
    .insert(wpSite)
    .values({
      ...DEMO_SITE,
      wpUsername: 'demo',
      // Not a real password: the demo site is inactive and its address is example.com.
      wpAppPassEnc: box.encrypt('demo demo demo demo demo demo'),
      active: false,
    })
    .returning({ id: wpSite.id });
  const ctas = await db.insert(cta).values(CTAS).returning({ id: cta.id });
  if (!site) return;

  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  // bientap1 writes most; admin half as much. Days back spread over 0–59, every step several times.
  const rows = TOPICS.flatMap((topic, t) =>
    [0, 1].flatMap((a) => {
      if (a === 1 && t % 2 !== 0) return [];
      const i = t * 2 + a;
      const step = ARTICLE_STEPS[(a === 0 ? t : t / 2) % ARTICLE_STEPS.length] as ArticleStep;
      const createdHoursAgo = ((i * 37) % 60) * 24 + ((i * 5) % 20);
      const created = hoursAgo(createdHoursAgo);
      const updated = hoursAgo(Math.max(0, createdHoursAgo - 2 - (i % 30)));
      return [
        {
          language: LANGS[i % LANGS.length] as string,
          schemaType: SCHEMAS[i % SCHEMAS.length] as string,
          mainKeyword: topic,
          step,
          authorId: authors[a] as number,
          createdAt: created,
          updatedAt: updated,
          ...fieldsAt(topic, step, site.id, ctas[i % ctas.length]?.id ?? null, i),
        },
      ];
    }),
  );
  // A second round for bientap1 in the last week, so the 7-day view is not empty.
  const recent = TOPICS.slice(0, 6).map((topic, k) => {
    const step = ARTICLE_STEPS[(k * 3) % ARTICLE_STEPS.length] as ArticleStep;
    return {
      language: 'Vietnamese',
      schemaType: 'Article',
      mainKeyword: `${topic} 2026`,
      step,
      authorId: authors[0] as number,
      createdAt: hoursAgo(k * 26 + 3),
      updatedAt: hoursAgo(k * 26 + 1),
      ...fieldsAt(`${topic} 2026`, step, site.id, ctas[k % ctas.length]?.id ?? null, 50 + k),
    };
  });
  await db.insert(article).values([...rows, ...recent]);
}
