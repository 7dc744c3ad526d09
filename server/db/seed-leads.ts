/**
 * Demo sales leads (spec 001 §3, issue 16): 12 industries, 60 companies of a transport company's
 * usual customers across provinces (both statuses, created over the last 90 days, looked after by
 * marketing1 or admin), and 15 of them already turned into potential customers — so a fresh start
 * shows living lists, filters, provinces and the "already a customer" case.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { company, companyIndustry, customerIndustry, industry, nguoiDung, potentialCustomer } from './schema';

export const DEMO_INDUSTRIES = [
  'Thực phẩm & đồ uống',
  'Dệt may',
  'Điện tử',
  'Vật liệu xây dựng',
  'Nông sản',
  'Thủy sản',
  'Dược phẩm',
  'Thương mại điện tử',
  'Cơ khí',
  'Đồ gỗ nội thất',
  'Hóa chất',
  'Bán lẻ',
] as const;

const PROVINCES = [
  'Hà Nội',
  'TP. Hồ Chí Minh',
  'Đà Nẵng',
  'Hải Phòng',
  'Bình Dương',
  'Đồng Nai',
  'Bắc Ninh',
  'Long An',
  'Cần Thơ',
  'Quảng Ninh',
];

const KINDS = ['Công ty TNHH', 'Công ty Cổ phần', 'Doanh nghiệp tư nhân'];
const WORDS = [
  'An Phát',
  'Minh Long',
  'Hòa Bình',
  'Tân Tiến',
  'Việt Hưng',
  'Đại Dương',
  'Thành Công',
  'Phú Thịnh',
  'Sao Mai',
  'Hưng Thịnh',
  'Kim Ngân',
  'Bảo Châu',
  'Đông Á',
  'Trường Sơn',
  'Hải Âu',
];
const PEOPLE = ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Minh Châu', 'Phạm Quốc Dũng', 'Hoàng Thu Hà', 'Vũ Đức Long'];
const TITLES = ['Giám đốc', 'Trưởng phòng mua hàng', 'Kế toán trưởng', 'Quản lý kho'];

export async function seedLeadsDemo(db: Db, now = new Date()): Promise<void> {
  const users = await db
    .select({ id: nguoiDung.idNguoiDung, login: nguoiDung.tenDangNhap })
    .from(nguoiDung)
    .where(inArray(nguoiDung.tenDangNhap, ['marketing1', 'admin']));
  const owners = ['marketing1', 'admin'].map((login) => users.find((u) => u.login === login)?.id ?? null);

  const industries = await db
    .insert(industry)
    .values(DEMO_INDUSTRIES.map((name) => ({ name })))
    .returning({ id: industry.id });
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  const companies = Array.from({ length: 60 }, (_, i) => {
    const word = WORDS[i % WORDS.length] as string;
    const kind = KINDS[i % KINDS.length] as string;
    const industryName = DEMO_INDUSTRIES[i % DEMO_INDUSTRIES.length] as string;
    const province = PROVINCES[(i * 7) % PROVINCES.length] as string;
    const n = String(i + 1).padStart(3, '0');
    const slug = `${word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .replace(/\s+/g, '')
      .toLowerCase()}${n}`;
    const created = hoursAgo(i * 36 + 2);
    return {
      companyId: `CTY${n}`,
      name: `${kind} ${industryName} ${word} ${n}`,
      address: `${10 + i} đường số ${1 + (i % 20)}, ${province}`,
      phone: `028 3${String(1000000 + i * 7919).slice(1, 7)}`,
      hotline: `09${String(10000000 + i * 104729).slice(0, 8)}`,
      email: `lienhe@${slug}.example.vn`,
      website: i % 3 === 0 ? null : `https://${slug}.example.vn`,
      status: i % 4 === 0 ? 1 : 0,
      province,
      tenNguoiLienHe: PEOPLE[i % PEOPLE.length] as string,
      chucVu: TITLES[i % TITLES.length] as string,
      diDong: `09${String(20000000 + i * 7331).slice(0, 8)}`,
      zaloOrMess: i % 2 === 0 ? 'Zalo' : 'Messenger',
      emailLienHe: `kinhdoanh@${slug}.example.vn`,
      mst: String(310000000 + i * 1237),
      namThanhLap: String(1995 + (i % 28)),
      loaiHinhKinhDoanh: kind,
      thiTruongChinh: i % 3 === 0 ? 'Xuất khẩu' : 'Nội địa',
      soLuongNv: String(20 + ((i * 37) % 480)),
      nguoiPhuTrachId: owners[i % 2] ?? null,
      ghiChu: i % 5 === 0 ? 'Đã gửi báo giá lần 1, hẹn gọi lại.' : null,
      createdAt: created,
      updatedAt: created,
    };
  });
  await db.insert(company).values(companies);
  await db.insert(companyIndustry).values(
    companies.flatMap((c, i) => {
      const first = industries[i % industries.length]?.id;
      const second = i % 3 === 0 ? industries[(i + 5) % industries.length]?.id : undefined;
      return [first, second]
        .filter((id): id is number => id !== undefined)
        .map((industryId) => ({ companyId: c.companyId, industryId }));
    }),
  );

  // Every fourth company (status 1, "Đã chăm sóc") became a potential customer.
  const converted = companies.filter((c) => c.status === 1);
  const customers = converted.map((c, k) => ({
    ...c,
    maKh: `KH${String(k + 1).padStart(3, '0')}`,
    companyIdGoc: c.companyId,
    ghiChu: 'Khách quan tâm tuyến Bắc – Nam, cần báo giá xe 5 tấn.',
    createdAt: hoursAgo(k * 24 + 1),
    updatedAt: hoursAgo(k * 24 + 1),
  }));
  await db.insert(potentialCustomer).values(customers);
  await db.insert(customerIndustry).values(
    customers.map((c, k) => ({
      maKh: c.maKh,
      industryId: industries[(k * 4) % industries.length]?.id as number,
    })),
  );
}
