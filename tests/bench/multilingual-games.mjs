// Games with names in every language of the site, for the search benchmark: a catalogue of
// 10,000 games whose Chinese, Thai and Vietnamese names are real words, so searches in those
// scripts exercise what players type. Deterministic (no randomness): every run sees the same games.

/** [en, cn, th, vi, id, ty] of each word. */
const ADJECTIVES = [
  ['Golden', '黄金', 'ทองคำ', 'Vàng', 'Emas', 'Ginto'],
  ['Lucky', '幸运', 'โชคดี', 'May Mắn', 'Beruntung', 'Suwerte'],
  ['Royal', '皇家', 'ราชา', 'Hoàng Gia', 'Kerajaan', 'Maharlika'],
  ['Wild', '狂野', 'ป่าเถื่อน', 'Hoang Dã', 'Liar', 'Mabangis'],
  ['Crystal', '水晶', 'คริสตัล', 'Pha Lê', 'Kristal', 'Kristal'],
  ['Silver', '白银', 'เงิน', 'Bạc', 'Perak', 'Pilak'],
  ['Ancient', '远古', 'โบราณ', 'Cổ Đại', 'Kuno', 'Sinauna'],
  ['Thunder', '雷霆', 'สายฟ้า', 'Sấm Sét', 'Guntur', 'Kulog'],
  ['Jade', '翡翠', 'หยก', 'Ngọc Bích', 'Giok', 'Jade'],
  ['Happy', '快乐', 'สุขสันต์', 'Hạnh Phúc', 'Bahagia', 'Masaya'],
  ['Mystic', '神秘', 'ลึกลับ', 'Huyền Bí', 'Mistik', 'Mahiwaga'],
  ['Blazing', '烈焰', 'เพลิง', 'Rực Lửa', 'Membara', 'Nag-aapoy'],
  ['Frozen', '冰封', 'น้ำแข็ง', 'Băng Giá', 'Beku', 'Nagyeyelo'],
  ['Midnight', '午夜', 'เที่ยงคืน', 'Nửa Đêm', 'Tengah Malam', 'Hatinggabi'],
  ['Emerald', '祖母绿', 'มรกต', 'Lục Bảo', 'Zamrud', 'Esmeralda'],
  ['Sunny', '阳光', 'แสงแดด', 'Nắng', 'Cerah', 'Maaraw'],
];
const NOUNS = [
  ['Dragon', '龙', 'มังกร', 'Rồng', 'Naga', 'Dragon'],
  ['Tiger', '老虎', 'เสือ', 'Hổ', 'Harimau', 'Tigre'],
  ['Phoenix', '凤凰', 'หงส์', 'Phượng Hoàng', 'Phoenix', 'Phoenix'],
  ['Treasure', '宝藏', 'สมบัติ', 'Kho Báu', 'Harta Karun', 'Kayamanan'],
  ['Fortune', '财富', 'โชคลาภ', 'Tài Lộc', 'Keberuntungan', 'Kapalaran'],
  ['Panda', '熊猫', 'แพนด้า', 'Gấu Trúc', 'Panda', 'Panda'],
  ['Temple', '神殿', 'วิหาร', 'Đền Thờ', 'Kuil', 'Templo'],
  ['Ocean', '海洋', 'มหาสมุทร', 'Đại Dương', 'Samudra', 'Karagatan'],
  ['Empire', '帝国', 'จักรวรรดิ', 'Đế Chế', 'Kekaisaran', 'Imperyo'],
  ['Garden', '花园', 'สวน', 'Khu Vườn', 'Taman', 'Hardin'],
  ['Festival', '节日', 'เทศกาล', 'Lễ Hội', 'Festival', 'Pista'],
  ['Kingdom', '王国', 'อาณาจักร', 'Vương Quốc', 'Kerajaan', 'Kaharian'],
  ['Koi', '锦鲤', 'ปลาคาร์ป', 'Cá Chép', 'Ikan Koi', 'Koi'],
  ['Buffalo', '水牛', 'ควาย', 'Trâu', 'Kerbau', 'Kalabaw'],
  ['Lantern', '灯笼', 'โคมไฟ', 'Đèn Lồng', 'Lentera', 'Parol'],
  ['Pearl', '珍珠', 'ไข่มุก', 'Ngọc Trai', 'Mutiara', 'Perlas'],
];
const SUFFIXES = [
  ['', '', '', '', '', ''],
  [' Deluxe', '豪华版', ' ดีลักซ์', ' Cao Cấp', ' Mewah', ' Deluxe'],
  [' Rising', '崛起', ' รุ่งโรจน์', ' Trỗi Dậy', ' Bangkit', ' Pag-angat'],
  [' Link', '连线', ' ลิงก์', ' Liên Kết', ' Tautan', ' Link'],
];
const LANGUAGES = ['en', 'cn', 'th', 'vi', 'id', 'ty'];
/** Chinese joins words without a space; the others with one. */
const JOIN = { en: ' ', cn: '', th: '', vi: ' ', id: ' ', ty: ' ' };

/**
 * `count` games for the import API spread over `vendors` (vendor codes), each with names in all
 * six languages, unique per game by a number after the words (as real catalogues number sequels).
 */
export function multilingualGames(count, vendors) {
  const games = [];
  for (let n = 0; n < count; n++) {
    const adjective = ADJECTIVES[n % ADJECTIVES.length];
    const noun = NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length];
    const suffix = SUFFIXES[Math.floor(n / (ADJECTIVES.length * NOUNS.length)) % SUFFIXES.length];
    const series = Math.floor(n / (ADJECTIVES.length * NOUNS.length * SUFFIXES.length)) + 2;
    const names = {};
    LANGUAGES.forEach((language, i) => {
      const base =
        language === 'id' || language === 'vi' || language === 'ty'
          ? `${noun[i]}${JOIN[language]}${adjective[i]}` // noun first, as these languages say it
          : `${adjective[i]}${JOIN[language]}${noun[i]}`;
      names[language] = `${base}${suffix[i]} ${series}`;
    });
    games.push({
      vassalage: vendors[n % vendors.length],
      gameCode: `SRCH${String(n + 1).padStart(5, '0')}`,
      names,
      gameClassify: ['SC', 'VP', 'TG', 'AC', 'JP'][n % 5],
      minBet: ['0.01', '0.05', '0.1', '0.5'][n % 4],
      lineNum: [10, 20, 25, 243][n % 4],
      isHot: false,
      defaultPlayType: 'SLOT',
    });
  }
  return games;
}

/**
 * What players type: prefixes of every length of each game's names in every language, from the
 * name's start and from each later word (players also type a name's second word), Latin ones as
 * written and in lower case without accents ("rong vang" for "Rồng Vàng"). Distinct, in an order
 * that spreads games, languages and lengths; at most `limit`.
 */
export function typedSearches(games, limit) {
  const seen = new Set();
  const searches = [];
  const bare = (text) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase();
  for (let step = 0; searches.length < limit && step < games.length; step++) {
    const game = games[(step * 7919) % games.length];
    for (const language of LANGUAGES) {
      for (const name of [game.names[language], bare(game.names[language])]) {
        const starts = [0, ...[...name.matchAll(/ /g)].map((match) => match.index + 1)];
        for (const start of starts) {
          for (let end = start + 1; end <= name.length; end++) {
            const search = name.slice(start, end);
            if (search.trim() !== search || seen.has(search)) continue;
            seen.add(search);
            searches.push(search);
          }
        }
      }
    }
  }
  // Neighbouring requests should not be one game's successive prefixes: interleave with a prime stride.
  return searches.map((_, n) => searches[(n * 104_729) % searches.length]);
}
