import { sql } from 'drizzle-orm';
import type { BannerInput, HelpInput, NoticeInput, Translations, VipInput } from '../../../shared/api/content';
import type { BannerGroup } from '../../../shared/content-rules';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { Actor } from '../admin/service';
import { saveContent } from './admin';
import { BANNER_ART_PREFIX, VIP_ART_PREFIX } from './artwork';
import { fundJackpotFromHouse } from './jackpot';

/**
 * Demo content of the demo brand in all six languages: banners for every group (generated
 * 1920x480 SVGs, each with a headline and a call to action leading to a page of the site), notices of every type including popups for visitors and members, help
 * articles (about us, agent, terms and more) and VIP levels 1-8. Written through the operator
 * service (sanitised, audited as "seed") once, when the brand has no content yet, so an operator
 * who edits or deletes it never sees it come back. Also funds the jackpot pool once.
 */

type Texts = Record<Language, [title: string, content: string]>;

const BANNER_TITLES: Record<string, Record<Language, string>> = {
  welcome: {
    ty: 'Welcome bonus sa iyong unang deposito',
    en: 'Welcome bonus on your first deposit',
    cn: '首存欢迎奖金',
    id: 'Bonus sambutan untuk deposit pertama',
    th: 'โบนัสต้อนรับสำหรับเงินฝากครั้งแรก',
    vi: 'Thưởng chào mừng cho lần nạp đầu tiên',
  },
  rebate: {
    ty: 'Araw-araw na rebate sa bawat taya',
    en: 'Daily rebate on every bet',
    cn: '每日投注返水',
    id: 'Rabat harian untuk setiap taruhan',
    th: 'เงินคืนรายวันทุกการเดิมพัน',
    vi: 'Hoàn trả hằng ngày cho mọi cược',
  },
  app: {
    ty: 'Maglaro kahit saan gamit ang aming app',
    en: 'Play anywhere with our app',
    cn: '下载APP，随时随地畅玩',
    id: 'Main di mana saja dengan aplikasi kami',
    th: 'เล่นได้ทุกที่ด้วยแอปของเรา',
    vi: 'Chơi mọi lúc mọi nơi với ứng dụng',
  },
  slots: {
    ty: 'Bagong slot games bawat linggo',
    en: 'New slot games every week',
    cn: '每周上新老虎机游戏',
    id: 'Game slot baru setiap minggu',
    th: 'เกมสล็อตใหม่ทุกสัปดาห์',
    vi: 'Trò chơi slot mới mỗi tuần',
  },
  jackpot: {
    ty: 'Habulin ang jackpot pool',
    en: 'Chase the jackpot pool',
    cn: '赢取奖池大奖',
    id: 'Kejar kumpulan jackpot',
    th: 'ลุ้นรางวัลแจ็คพอต',
    vi: 'Săn hũ jackpot',
  },
  live: {
    ty: 'Live dealers buong araw at gabi',
    en: 'Live dealers around the clock',
    cn: '全天候真人荷官',
    id: 'Dealer langsung sepanjang waktu',
    th: 'ดีลเลอร์สดตลอด 24 ชั่วโมง',
    vi: 'Người chia bài trực tiếp suốt ngày đêm',
  },
  fish: {
    ty: 'Fishing games: tumutok at manalo',
    en: 'Fishing games: aim and win',
    cn: '捕鱼游戏：瞄准赢大奖',
    id: 'Game tembak ikan: bidik dan menang',
    th: 'เกมยิงปลา: เล็งแล้วชนะ',
    vi: 'Game bắn cá: ngắm và thắng',
  },
  pvp: {
    ty: 'Poker at mga card room',
    en: 'Poker and card rooms',
    cn: '扑克与棋牌房间',
    id: 'Ruang poker dan kartu',
    th: 'ห้องโป๊กเกอร์และไพ่',
    vi: 'Phòng poker và đánh bài',
  },
  sports: {
    ty: 'Pinakamagandang odds sa bawat laban',
    en: 'Best odds on every match',
    cn: '每场比赛最佳赔率',
    id: 'Odds terbaik di setiap pertandingan',
    th: 'ราคาต่อรองดีที่สุดทุกแมตช์',
    vi: 'Tỷ lệ cược tốt nhất mọi trận đấu',
  },
  esports: {
    ty: 'Live na pagtaya sa esports',
    en: 'Esports betting live',
    cn: '电竞实时投注',
    id: 'Taruhan esports langsung',
    th: 'เดิมพันอีสปอร์ตสด',
    vi: 'Cược thể thao điện tử trực tiếp',
  },
  lottery: {
    ty: 'Mga bola ng lotto buong araw',
    en: 'Lottery draws all day',
    cn: '全天彩票开奖',
    id: 'Undian lotre sepanjang hari',
    th: 'ออกรางวัลลอตเตอรี่ทั้งวัน',
    vi: 'Xổ số quay thưởng cả ngày',
  },
  cockfight: {
    ty: 'Live na sabong',
    en: 'Cockfight arenas live',
    cn: '斗鸡现场直播',
    id: 'Arena sabung ayam langsung',
    th: 'สนามชนไก่สด',
    vi: 'Đá gà trực tiếp',
  },
  promo: {
    ty: 'Mga promo ngayong buwan',
    en: "This month's promotions",
    cn: '本月优惠活动',
    id: 'Promosi bulan ini',
    th: 'โปรโมชั่นประจำเดือน',
    vi: 'Khuyến mãi tháng này',
  },
  points: {
    ty: 'Ipagpalit ang points sa mga premyo',
    en: 'Trade points for rewards',
    cn: '积分兑换好礼',
    id: 'Tukar poin dengan hadiah',
    th: 'แลกคะแนนเป็นของรางวัล',
    vi: 'Đổi điểm lấy quà',
  },
  help: {
    ty: 'Narito kami para tumulong, 24/7',
    en: 'We are here to help, 24/7',
    cn: '24/7 竭诚为您服务',
    id: 'Kami siap membantu, 24/7',
    th: 'เราพร้อมช่วยเหลือตลอด 24/7',
    vi: 'Luôn sẵn sàng hỗ trợ 24/7',
  },
  register: {
    ty: 'Sumali sa loob ng isang minuto',
    en: 'Join in one minute',
    cn: '一分钟快速注册',
    id: 'Daftar dalam satu menit',
    th: 'สมัครได้ในหนึ่งนาที',
    vi: 'Đăng ký trong một phút',
  },
};

/**
 * The banners' calls to action, by label: what the button says in each language (stored as the
 * banner translation's content, so operators edit it like the headline).
 */
const BANNER_ACTIONS: Record<string, Record<Language, string>> = {
  claim: {
    ty: 'Kunin ang bonus',
    en: 'Claim your bonus',
    cn: '领取奖金',
    id: 'Klaim bonus',
    th: 'รับโบนัส',
    vi: 'Nhận thưởng',
  },
  rebates: {
    ty: 'Tingnan ang mga rebate',
    en: 'See the rebates',
    cn: '查看返水',
    id: 'Lihat rabat',
    th: 'ดูเงินคืน',
    vi: 'Xem hoàn trả',
  },
  app: {
    ty: 'Kunin ang app',
    en: 'Get the app',
    cn: '下载APP',
    id: 'Unduh aplikasi',
    th: 'ดาวน์โหลดแอป',
    vi: 'Tải ứng dụng',
  },
  hot: {
    ty: 'Tingnan ang mga sikat na laro',
    en: 'See hot games',
    cn: '查看热门游戏',
    id: 'Lihat game populer',
    th: 'ดูเกมยอดนิยม',
    vi: 'Xem trò chơi hot',
  },
  spinJackpot: {
    ty: 'Umikot para sa jackpot',
    en: 'Spin for the jackpot',
    cn: '旋转赢取奖池',
    id: 'Putar untuk jackpot',
    th: 'หมุนลุ้นแจ็คพอต',
    vi: 'Quay để săn jackpot',
  },
  promotions: {
    ty: 'Tingnan ang mga promo',
    en: 'See promotions',
    cn: '查看优惠活动',
    id: 'Lihat promosi',
    th: 'ดูโปรโมชั่น',
    vi: 'Xem khuyến mãi',
  },
  vip: {
    ty: 'Tingnan ang mga benepisyo ng VIP',
    en: 'See VIP benefits',
    cn: '查看VIP福利',
    id: 'Lihat keuntungan VIP',
    th: 'ดูสิทธิประโยชน์ VIP',
    vi: 'Xem quyền lợi VIP',
  },
  playSlots: {
    ty: 'Maglaro ng slots para sa puntos',
    en: 'Play slots to earn points',
    cn: '玩老虎机赚积分',
    id: 'Main slot, kumpulkan poin',
    th: 'เล่นสล็อตสะสมแต้ม',
    vi: 'Chơi slot tích điểm',
  },
  feedback: {
    ty: 'Magpadala ng puna',
    en: 'Send us feedback',
    cn: '发送反馈',
    id: 'Kirim masukan',
    th: 'ส่งความคิดเห็น',
    vi: 'Gửi góp ý',
  },
  signUp: {
    ty: 'Mag-sign up ngayon',
    en: 'Sign up now',
    cn: '立即注册',
    id: 'Daftar sekarang',
    th: 'สมัครเลย',
    vi: 'Đăng ký ngay',
  },
};

/**
 * [group, headline theme, call to action, target page]; several per group where a carousel
 * should turn. Every demo banner leads to a page of this site that exists.
 */
const BANNERS: [BannerGroup, string, string, string][] = [
  ['w_home', 'welcome', 'claim', '/promotions'],
  ['w_home', 'rebate', 'rebates', '/promotions'],
  ['w_home', 'app', 'app', '/down'],
  ['w_rng', 'slots', 'hot', '/hot'],
  ['w_rng', 'jackpot', 'spinJackpot', '/rng?page=PH'],
  ['w_live', 'live', 'promotions', '/promotions'],
  ['w_fish', 'fish', 'promotions', '/promotions'],
  ['w_pvp', 'pvp', 'promotions', '/promotions'],
  ['w_sports', 'sports', 'promotions', '/promotions'],
  ['w_esports', 'esports', 'promotions', '/promotions'],
  ['w_elott', 'lottery', 'promotions', '/promotions'],
  ['w_cockfight', 'cockfight', 'promotions', '/promotions'],
  ['w_promotions', 'promo', 'vip', '/vip'],
  ['w_pointMall', 'points', 'playSlots', '/rng'],
  ['w_help', 'help', 'feedback', '/help#feedback'],
  ['w_register', 'register', 'signUp', '/register'],
];

const NOTICES: {
  type: NoticeInput['type'];
  execution: NoticeInput['execution'];
  promotionType?: string;
  texts: Texts;
}[] = [
  {
    type: 'PL',
    execution: 'B',
    texts: {
      ty: [
        'Maligayang pagdating',
        '<p>Maligayang pagdating! Karaniwang naikredito ang deposito sa loob ng ilang minuto, 24 oras bawat araw.</p>',
      ],
      en: ['Welcome', '<p>Welcome! Deposits are usually credited within minutes, 24 hours a day.</p>'],
      cn: ['欢迎光临', '<p>欢迎光临！存款通常在几分钟内到账，全天 24 小时服务。</p>'],
      id: ['Selamat datang', '<p>Selamat datang! Deposit biasanya masuk dalam beberapa menit, 24 jam sehari.</p>'],
      th: ['ยินดีต้อนรับ', '<p>ยินดีต้อนรับ! เงินฝากมักเข้าบัญชีภายในไม่กี่นาที ตลอด 24 ชั่วโมง</p>'],
      vi: ['Chào mừng', '<p>Chào mừng bạn! Tiền nạp thường được cộng trong vài phút, 24 giờ mỗi ngày.</p>'],
    },
  },
  {
    type: 'PL',
    execution: 'B',
    texts: {
      ty: [
        'Nakatakdang maintenance',
        '<p>Ang ilang game vendor ay may maikling maintenance tuwing Lunes mula 10:00 hanggang 11:00.</p>',
      ],
      en: ['Scheduled maintenance', '<p>Some game vendors run short maintenance every Monday from 10:00 to 11:00.</p>'],
      cn: ['定期维护', '<p>部分游戏厂商每周一 10:00 至 11:00 进行短暂维护。</p>'],
      id: [
        'Pemeliharaan terjadwal',
        '<p>Beberapa penyedia game melakukan pemeliharaan singkat setiap Senin pukul 10:00 hingga 11:00.</p>',
      ],
      th: ['ปิดปรับปรุงตามกำหนด', '<p>ผู้ให้บริการเกมบางรายปิดปรับปรุงช่วงสั้น ๆ ทุกวันจันทร์ เวลา 10:00 ถึง 11:00</p>'],
      vi: ['Bảo trì định kỳ', '<p>Một số nhà cung cấp trò chơi bảo trì ngắn mỗi thứ Hai từ 10:00 đến 11:00.</p>'],
    },
  },
  {
    type: 'PL',
    execution: 'B',
    texts: {
      ty: [
        'Maglaro nang responsable',
        '<p>Magtakda ng limitasyon sa deposito sa member centre. Dapat 21 taong gulang pataas ang mga manlalaro.</p>',
      ],
      en: ['Play responsibly', '<p>Set deposit limits in the member centre. Players must be 21 or older.</p>'],
      cn: ['理性娱乐', '<p>您可以在会员中心设置存款限额。玩家必须年满 21 岁。</p>'],
      id: [
        'Bermain secara bertanggung jawab',
        '<p>Atur batas deposit di pusat anggota. Pemain harus berusia 21 tahun ke atas.</p>',
      ],
      th: ['เล่นอย่างมีความรับผิดชอบ', '<p>ตั้งวงเงินฝากได้ที่ศูนย์สมาชิก ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป</p>'],
      vi: [
        'Chơi có trách nhiệm',
        '<p>Đặt giới hạn nạp tiền trong trung tâm thành viên. Người chơi phải từ 21 tuổi trở lên.</p>',
      ],
    },
  },
  {
    type: 'PU',
    execution: 'B',
    texts: {
      ty: ['Bago ka ba rito?', '<p>Mag-sign up ngayon at kunin ang iyong <strong>welcome bonus</strong>.</p>'],
      en: ['New here?', '<p>Sign up today and claim your <strong>welcome bonus</strong>.</p>'],
      cn: ['新朋友？', '<p>立即注册，领取您的<strong>欢迎奖金</strong>。</p>'],
      id: ['Baru di sini?', '<p>Daftar hari ini dan klaim <strong>bonus sambutan</strong> Anda.</p>'],
      th: ['มาใหม่ใช่ไหม?', '<p>สมัครวันนี้และรับ<strong>โบนัสต้อนรับ</strong>ของคุณ</p>'],
      vi: ['Bạn mới đến?', '<p>Đăng ký hôm nay và nhận <strong>thưởng chào mừng</strong> của bạn.</p>'],
    },
  },
  {
    type: 'PU',
    execution: 'A',
    texts: {
      ty: [
        'Araw-araw na rebate',
        '<p>Ibinibigay ang iyong rebate tuwing umaga. Tingnan ang <a href="/promotions">mga promo</a>.</p>',
      ],
      en: ['Daily rebate', '<p>Your rebate is paid every morning. See <a href="/promotions">promotions</a>.</p>'],
      cn: ['每日返水', '<p>返水每天早上发放。详情请看<a href="/promotions">优惠活动</a>。</p>'],
      id: ['Rabat harian', '<p>Rabat Anda dibayarkan setiap pagi. Lihat <a href="/promotions">promosi</a>.</p>'],
      th: ['เงินคืนรายวัน', '<p>เงินคืนของคุณจ่ายทุกเช้า ดู<a href="/promotions">โปรโมชั่น</a></p>'],
      vi: ['Hoàn trả hằng ngày', '<p>Tiền hoàn trả được trả mỗi sáng. Xem <a href="/promotions">khuyến mãi</a>.</p>'],
    },
  },
  {
    type: 'PR',
    execution: 'B',
    promotionType: 'RELOAD',
    texts: {
      ty: ['Weekend reload bonus', '<p>Magdeposito sa Sabado o Linggo at makakuha ng 20% reload bonus.</p>'],
      en: ['Weekend reload bonus', '<p>Deposit on Saturday or Sunday and get a 20% reload bonus.</p>'],
      cn: ['周末续存奖金', '<p>周六或周日存款，即可获得 20% 续存奖金。</p>'],
      id: [
        'Bonus isi ulang akhir pekan',
        '<p>Deposit pada hari Sabtu atau Minggu dan dapatkan bonus isi ulang 20%.</p>',
      ],
      th: ['โบนัสเติมเงินวันหยุด', '<p>ฝากเงินวันเสาร์หรืออาทิตย์ รับโบนัสเติมเงิน 20%</p>'],
      vi: ['Thưởng nạp lại cuối tuần', '<p>Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thưởng nạp lại 20%.</p>'],
    },
  },
  {
    type: 'H',
    execution: 'B',
    texts: {
      ty: [
        'Anim na wika na',
        '<p>Available na ang site sa Tagalog, English, Chinese, Indonesian, Thai at Vietnamese.</p>',
      ],
      en: [
        'Now in six languages',
        '<p>The site now speaks Tagalog, English, Chinese, Indonesian, Thai and Vietnamese.</p>',
      ],
      cn: ['现已支持六种语言', '<p>本站现支持他加禄语、英语、中文、印尼语、泰语和越南语。</p>'],
      id: [
        'Kini dalam enam bahasa',
        '<p>Situs ini kini tersedia dalam bahasa Tagalog, Inggris, Mandarin, Indonesia, Thai, dan Vietnam.</p>',
      ],
      th: ['รองรับหกภาษาแล้ว', '<p>เว็บไซต์รองรับภาษาตากาล็อก อังกฤษ จีน อินโดนีเซีย ไทย และเวียดนามแล้ว</p>'],
      vi: ['Đã có sáu ngôn ngữ', '<p>Trang web nay hỗ trợ tiếng Tagalog, Anh, Trung, Indonesia, Thái và Việt.</p>'],
    },
  },
  {
    type: 'H',
    execution: 'B',
    texts: {
      ty: ['Jackpot pool', '<p>Makikita nang live ang jackpot pool sa pahina ng slots.</p>'],
      en: ['Jackpot pool', '<p>The jackpot pool is shown live on the slots page.</p>'],
      cn: ['奖池', '<p>老虎机页面实时显示奖池金额。</p>'],
      id: ['Kumpulan jackpot', '<p>Kumpulan jackpot ditampilkan langsung di halaman slot.</p>'],
      th: ['เงินรางวัลแจ็คพอต', '<p>ยอดเงินรางวัลแจ็คพอตแสดงแบบสดที่หน้าสล็อต</p>'],
      vi: ['Hũ jackpot', '<p>Hũ jackpot được hiển thị trực tiếp trên trang slot.</p>'],
    },
  },
];

const HELP: { tag: string; texts: Texts }[] = [
  {
    tag: 'about',
    texts: {
      ty: [
        'Tungkol sa amin',
        '<p>Ang PlayHub ay isang lisensyadong gaming site na may slots, live casino, sports, lotto at higit pa. Ligtas ang iyong data gamit ang 128-bit encryption, at bukas ang aming customer service 24/7.</p>',
      ],
      en: [
        'About us',
        '<p>PlayHub is a licensed gaming site with slots, live casino, sports, lottery and more. Your data is protected with 128-bit encryption, and our customer service is open 24/7.</p>',
      ],
      cn: [
        '关于我们',
        '<p>PlayHub 是一家持牌游戏网站，提供老虎机、真人娱乐、体育、彩票等。您的数据受 128 位加密保护，客服全天候 24/7 在线。</p>',
      ],
      id: [
        'Tentang kami',
        '<p>PlayHub adalah situs permainan berlisensi dengan slot, kasino langsung, olahraga, lotre, dan lainnya. Data Anda dilindungi enkripsi 128-bit, dan layanan pelanggan kami buka 24/7.</p>',
      ],
      th: [
        'เกี่ยวกับเรา',
        '<p>PlayHub เป็นเว็บไซต์เกมที่ได้รับใบอนุญาต มีสล็อต คาสิโนสด กีฬา ลอตเตอรี่ และอื่น ๆ ข้อมูลของคุณได้รับการปกป้องด้วยการเข้ารหัส 128 บิต และฝ่ายบริการลูกค้าเปิดตลอด 24/7</p>',
      ],
      vi: [
        'Về chúng tôi',
        '<p>PlayHub là trang trò chơi được cấp phép với slot, sòng bài trực tiếp, thể thao, xổ số và hơn thế nữa. Dữ liệu của bạn được bảo vệ bằng mã hóa 128-bit và bộ phận chăm sóc khách hàng hoạt động 24/7.</p>',
      ],
    },
  },
  {
    tag: 'agent',
    texts: {
      ty: [
        'Maging ahente',
        '<p>Imbitahan ang mga kaibigan gamit ang iyong affiliate code at kumita ng komisyon sa kanilang paglalaro. Makipag-ugnayan sa customer service para magbukas ng agent account.</p>',
      ],
      en: [
        'Become an agent',
        '<p>Invite friends with your affiliate code and earn commission on their play. Contact customer service to open an agent account.</p>',
      ],
      cn: ['成为代理', '<p>使用您的推广码邀请好友，即可从他们的游戏中赚取佣金。请联系客服开通代理账户。</p>'],
      id: [
        'Menjadi agen',
        '<p>Undang teman dengan kode afiliasi Anda dan dapatkan komisi dari permainan mereka. Hubungi layanan pelanggan untuk membuka akun agen.</p>',
      ],
      th: [
        'สมัครเป็นตัวแทน',
        '<p>ชวนเพื่อนด้วยรหัสพันธมิตรของคุณ และรับค่าคอมมิชชันจากการเล่นของพวกเขา ติดต่อฝ่ายบริการลูกค้าเพื่อเปิดบัญชีตัวแทน</p>',
      ],
      vi: [
        'Trở thành đại lý',
        '<p>Mời bạn bè bằng mã liên kết của bạn và nhận hoa hồng từ việc chơi của họ. Liên hệ bộ phận chăm sóc khách hàng để mở tài khoản đại lý.</p>',
      ],
    },
  },
  {
    tag: 'term',
    texts: {
      ty: [
        'Mga tuntunin at kundisyon',
        '<p>Dapat 21 taong gulang pataas ang mga manlalaro. Isang account lamang bawat tao. Maaaring suriin ang mga withdrawal bago ibigay. Sa paggamit ng site, sumasang-ayon ka sa mga tuntuning ito.</p>',
      ],
      en: [
        'Terms and conditions',
        '<p>Players must be 21 or older. One account per person. Withdrawals may be reviewed before they are paid. By using the site you agree to these terms.</p>',
      ],
      cn: [
        '条款与细则',
        '<p>玩家必须年满 21 岁。每人仅限一个账户。提款在支付前可能需要审核。使用本站即表示您同意这些条款。</p>',
      ],
      id: [
        'Syarat dan ketentuan',
        '<p>Pemain harus berusia 21 tahun ke atas. Satu akun per orang. Penarikan dapat ditinjau sebelum dibayarkan. Dengan menggunakan situs ini Anda menyetujui ketentuan ini.</p>',
      ],
      th: [
        'ข้อกำหนดและเงื่อนไข',
        '<p>ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป หนึ่งบัญชีต่อหนึ่งคน การถอนเงินอาจถูกตรวจสอบก่อนจ่าย การใช้เว็บไซต์ถือว่าคุณยอมรับข้อกำหนดเหล่านี้</p>',
      ],
      vi: [
        'Điều khoản và điều kiện',
        '<p>Người chơi phải từ 21 tuổi trở lên. Mỗi người một tài khoản. Lệnh rút tiền có thể được xem xét trước khi thanh toán. Khi sử dụng trang web, bạn đồng ý với các điều khoản này.</p>',
      ],
    },
  },
  {
    tag: 'deposit',
    texts: {
      ty: [
        'Paano magdeposito',
        '<ol><li>Buksan ang Deposit sa member centre.</li><li>Pumili ng paraan at halaga.</li><li>Sundin ang mga tagubilin; maikredito ang pera pagkatapos makumpirma.</li></ol>',
      ],
      en: [
        'How to deposit',
        '<ol><li>Open Deposit in the member centre.</li><li>Choose a method and an amount.</li><li>Follow the instructions; the money is credited once confirmed.</li></ol>',
      ],
      cn: [
        '如何存款',
        '<ol><li>在会员中心打开“存款”。</li><li>选择方式和金额。</li><li>按照提示操作，确认后即到账。</li></ol>',
      ],
      id: [
        'Cara deposit',
        '<ol><li>Buka Deposit di pusat anggota.</li><li>Pilih metode dan jumlah.</li><li>Ikuti petunjuknya; dana masuk setelah dikonfirmasi.</li></ol>',
      ],
      th: [
        'วิธีฝากเงิน',
        '<ol><li>เปิดเมนูฝากเงินในศูนย์สมาชิก</li><li>เลือกช่องทางและจำนวนเงิน</li><li>ทำตามคำแนะนำ เงินจะเข้าเมื่อได้รับการยืนยัน</li></ol>',
      ],
      vi: [
        'Cách nạp tiền',
        '<ol><li>Mở mục Nạp tiền trong trung tâm thành viên.</li><li>Chọn phương thức và số tiền.</li><li>Làm theo hướng dẫn; tiền được cộng sau khi xác nhận.</li></ol>',
      ],
    },
  },
  {
    tag: 'withdrawal',
    texts: {
      ty: [
        'Paano mag-withdraw',
        '<p>Magdagdag ng bank o e-wallet account, itakda ang payment password, at humiling ng withdrawal sa member centre. Kumpirmahin kapag natanggap mo na ang pera.</p>',
      ],
      en: [
        'How to withdraw',
        '<p>Add a bank or e-wallet account, set a payment password and request a withdrawal in the member centre. Confirm once the money has arrived.</p>',
      ],
      cn: ['如何提款', '<p>添加银行或电子钱包账户，设置支付密码，然后在会员中心申请提款。收到款项后请确认。</p>'],
      id: [
        'Cara penarikan',
        '<p>Tambahkan rekening bank atau e-wallet, atur kata sandi pembayaran, lalu ajukan penarikan di pusat anggota. Konfirmasi setelah dana diterima.</p>',
      ],
      th: ['วิธีถอนเงิน', '<p>เพิ่มบัญชีธนาคารหรือวอลเล็ต ตั้งรหัสผ่านการชำระเงิน แล้วขอถอนเงินในศูนย์สมาชิก ยืนยันเมื่อได้รับเงินแล้ว</p>'],
      vi: [
        'Cách rút tiền',
        '<p>Thêm tài khoản ngân hàng hoặc ví điện tử, đặt mật khẩu thanh toán và yêu cầu rút tiền trong trung tâm thành viên. Xác nhận khi đã nhận được tiền.</p>',
      ],
    },
  },
  {
    tag: 'responsible',
    texts: {
      ty: [
        'Responsableng paglalaro',
        '<p>Maglaro para sa kasiyahan, hindi para kumita. Magtakda ng limitasyon at magpahinga. Kung kailangan mo ng tulong, makipag-ugnayan sa customer service.</p>',
      ],
      en: [
        'Responsible gaming',
        '<p>Play for fun, not to earn money. Set limits and take breaks. If you need help, contact customer service.</p>',
      ],
      cn: ['负责任博彩', '<p>娱乐为主，切勿以此谋生。请设定限额并适当休息。如需帮助，请联系客服。</p>'],
      id: [
        'Permainan yang bertanggung jawab',
        '<p>Bermainlah untuk bersenang-senang, bukan untuk mencari uang. Tetapkan batas dan beristirahatlah. Jika butuh bantuan, hubungi layanan pelanggan.</p>',
      ],
      th: [
        'การเล่นอย่างรับผิดชอบ',
        '<p>เล่นเพื่อความสนุก ไม่ใช่เพื่อหารายได้ ตั้งวงเงินและพักเป็นระยะ หากต้องการความช่วยเหลือ โปรดติดต่อฝ่ายบริการลูกค้า</p>',
      ],
      vi: [
        'Chơi có trách nhiệm',
        '<p>Hãy chơi để giải trí, không phải để kiếm tiền. Đặt giới hạn và nghỉ ngơi. Nếu cần hỗ trợ, hãy liên hệ bộ phận chăm sóc khách hàng.</p>',
      ],
    },
  },
];

/** VIP level content per language; {level} is replaced. */
const VIP_TEXT: Record<Language, string> = {
  ty: '<p>Mga benepisyo ng VIP {level}: mas mataas na rebate, buwanang bonus at birthday bonus.</p>',
  en: '<p>VIP {level} benefits: a higher rebate, a monthly bonus and a birthday bonus.</p>',
  cn: '<p>VIP {level} 专属福利：更高返水、每月红利和生日礼金。</p>',
  id: '<p>Keuntungan VIP {level}: rabat lebih tinggi, bonus bulanan, dan bonus ulang tahun.</p>',
  th: '<p>สิทธิประโยชน์ VIP {level}: เงินคืนสูงขึ้น โบนัสรายเดือน และโบนัสวันเกิด</p>',
  vi: '<p>Quyền lợi VIP {level}: hoàn trả cao hơn, thưởng hằng tháng và thưởng sinh nhật.</p>',
};

/** [deposit, turnover, upgrade, birthday, monthly, rebate %, withdrawals per day, daily limit]. */
const VIP_LEVELS: [number, number, number, number, number, string, number, number][] = [
  [0, 0, 0, 0, 0, '0.30', 3, 50_000],
  [1_000, 10_000, 38, 18, 8, '0.40', 5, 100_000],
  [5_000, 50_000, 88, 58, 28, '0.50', 5, 200_000],
  [20_000, 200_000, 288, 188, 88, '0.60', 8, 300_000],
  [50_000, 800_000, 888, 388, 188, '0.70', 10, 500_000],
  [150_000, 2_000_000, 1_888, 888, 388, '0.80', 10, 1_000_000],
  [400_000, 5_000_000, 3_888, 1_888, 888, '0.90', 15, 2_000_000],
  [1_000_000, 15_000_000, 8_888, 3_888, 1_888, '1.00', 20, 5_000_000],
];

/** The demo jackpot pool's start, moved from the house once (key below). */
export const DEMO_JACKPOT_MINOR = 1_250_000_00n;
export const DEMO_JACKPOT_KEY = 'seed:jackpot-pool:demo';

const common = { enabled: true, startTime: null, endTime: null };

function translations(texts: (language: Language) => [string, string], imageUrl = ''): Translations {
  const result: Translations = {};
  for (const language of LANGUAGES) {
    const [title, content] = texts(language);
    result[language] = { title, content, imageUrl };
  }
  return result;
}

/** Seeds the demo content (once per brand) and the jackpot pool (once, by its key). */
export async function seedDemoContent(
  db: Database,
  actor: Actor,
  brand: { id: number; merchant: string; currency: string },
): Promise<void> {
  await fundJackpotFromHouse(db, brand, DEMO_JACKPOT_MINOR, DEMO_JACKPOT_KEY, 'Demo jackpot pool');
  await db.transaction(async (tx) => {
    // One seeder at a time (several processes may start together); the first one writes it all.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:content:${brand.id}`}))`);
    const found = rowsOf(await tx.execute(sql`select 1 from content_items where brand_id = ${brand.id} limit 1`));
    if (found.length > 0) return;
    const { merchant } = brand;
    for (const [index, [groupName, theme, action, linkageTarget]] of BANNERS.entries()) {
      const slug = `${groupName.slice(2).toLowerCase()}-${theme}`;
      const input: BannerInput = {
        ...common,
        sort: (index + 1) * 10,
        groupName,
        linkageType: 'ROUTE',
        linkageTarget,
        translations: translations(
          (l) => [BANNER_TITLES[theme]?.[l] ?? theme, BANNER_ACTIONS[action]?.[l] ?? ''],
          `${BANNER_ART_PREFIX}/${slug}.svg`,
        ),
      };
      await saveContent(tx, actor, merchant, 'banners', input);
    }
    for (const [index, notice] of NOTICES.entries()) {
      const input: NoticeInput = {
        ...common,
        sort: (index + 1) * 10,
        type: notice.type,
        execution: notice.execution,
        promotionType: notice.promotionType ?? '',
        translations: translations((l) => notice.texts[l]),
      };
      await saveContent(tx, actor, merchant, 'notices', input);
    }
    for (const [index, help] of HELP.entries()) {
      const input: HelpInput = {
        ...common,
        sort: (index + 1) * 10,
        tag: help.tag,
        translations: translations((l) => help.texts[l]),
      };
      await saveContent(tx, actor, merchant, 'help', input);
    }
    for (const [index, row] of VIP_LEVELS.entries()) {
      const level = index + 1;
      const [deposit, turnover, upgrade, birthday, monthly, rebate, withdrawals, limit] = row;
      const input: VipInput = {
        ...common,
        sort: level * 10,
        level,
        benefits: {
          depositRequirement: deposit,
          turnoverRequirement: turnover,
          upgradeBonus: upgrade,
          birthdayBonus: birthday,
          monthlyBonus: monthly,
          rebatePercent: rebate,
          dailyWithdrawals: withdrawals,
          dailyWithdrawalLimit: limit,
        },
        translations: translations(
          (l) => [`VIP ${level}`, VIP_TEXT[l].replace('{level}', String(level))],
          `${VIP_ART_PREFIX}/level-${level}.svg`,
        ),
      };
      await saveContent(tx, actor, merchant, 'vip', input);
    }
  });
}
