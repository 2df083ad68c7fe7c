import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { Actor } from '../admin/service';
import { sendMessage } from './admin';

/**
 * Two messages to the demo player in all six languages, so the demo shows the header badge and
 * the messageV2 page. Sent through the operator service (sanitised, audited as "seed") once,
 * while the brand has no messages, so an operator who deletes them never sees them come back.
 * Both are direct messages: a broadcast would also land in every new member's inbox.
 */

type Texts = Record<Language, [title: string, content: string]>;

const DEMO_MESSAGES: Texts[] = [
  {
    ty: [
      'Maligayang pagdating sa PlayHub',
      '<p>Salamat sa pagsali! Tingnan ang <strong>Reward Center</strong> para sa iyong welcome bonus.</p>',
    ],
    en: [
      'Welcome to PlayHub',
      '<p>Thanks for joining! Visit the <strong>Reward Center</strong> for your welcome bonus.</p>',
    ],
    cn: ['欢迎来到 PlayHub', '<p>感谢您的加入！请前往<strong>奖励中心</strong>领取欢迎奖金。</p>'],
    id: [
      'Selamat datang di PlayHub',
      '<p>Terima kasih telah bergabung! Kunjungi <strong>Pusat Hadiah</strong> untuk bonus sambutan Anda.</p>',
    ],
    th: ['ยินดีต้อนรับสู่ PlayHub', '<p>ขอบคุณที่เข้าร่วม! ไปที่<strong>ศูนย์รางวัล</strong>เพื่อรับโบนัสต้อนรับของคุณ</p>'],
    vi: [
      'Chào mừng đến với PlayHub',
      '<p>Cảm ơn bạn đã tham gia! Hãy vào <strong>Trung tâm thưởng</strong> để nhận thưởng chào mừng.</p>',
    ],
  },
  {
    ty: [
      'Protektahan ang iyong account',
      '<p>Mag-bind ng mobile number sa <em>My Account</em> para mas ligtas ang iyong mga withdrawal.</p>',
    ],
    en: ['Secure your account', '<p>Bind a mobile number under <em>My Account</em> to keep your withdrawals safe.</p>'],
    cn: ['保护您的账户', '<p>请在<em>我的账户</em>中绑定手机号码，保障您的提款安全。</p>'],
    id: ['Amankan akun Anda', '<p>Tautkan nomor ponsel di <em>Akun Saya</em> agar penarikan Anda tetap aman.</p>'],
    th: ['ปกป้องบัญชีของคุณ', '<p>ผูกหมายเลขโทรศัพท์ใน<em>บัญชีของฉัน</em>เพื่อให้การถอนเงินของคุณปลอดภัย</p>'],
    vi: [
      'Bảo vệ tài khoản của bạn',
      '<p>Liên kết số điện thoại trong <em>Tài khoản của tôi</em> để rút tiền an toàn.</p>',
    ],
  },
];

export async function seedDemoMessages(
  db: Database,
  actor: Actor,
  brand: { id: number; merchant: string },
  username: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One seeder at a time (several processes may start together); the first one writes them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:messages:${brand.id}`}))`);
    const found = rowsOf(await tx.execute(sql`select 1 from messages where brand_id = ${brand.id} limit 1`));
    if (found.length > 0) return;
    for (const texts of DEMO_MESSAGES) {
      const translations = Object.fromEntries(
        Object.entries(texts).map(([language, [title, content]]) => [language, { title, content }]),
      );
      await sendMessage(tx, actor, brand.merchant, { username, translations });
    }
  });
}
