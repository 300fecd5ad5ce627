import type { LocalName } from '@/lib/sports/feed-messages';
import type { SportSlug } from '@/lib/sports/market-types';

/**
 * The simulated feed's fictional world: one league per sport, its region, and its teams (or
 * players) with a strength in [-1, 1] the models turn into prices. Every name is fictional, in
 * the site's three languages.
 */
export type SimTeam = { name: LocalName; rating: number };
export type SimLeague = {
  sport: SportSlug;
  slug: string;
  sportName: LocalName;
  category: LocalName;
  tournament: LocalName;
  teams: readonly SimTeam[];
};

const team = (ru: string, en: string, kz: string, rating: number): SimTeam => ({
  name: { ru, en, kz },
  rating,
});

export const SIM_LEAGUES: readonly SimLeague[] = [
  {
    sport: 'football',
    slug: 'steppe-premier',
    sportName: { ru: 'Футбол', en: 'Football', kz: 'Футбол' },
    category: { ru: 'Степной край', en: 'Steppe Land', kz: 'Дала өлкесі' },
    tournament: {
      ru: 'Степная премьер-лига',
      en: 'Steppe Premier League',
      kz: 'Дала премьер-лигасы',
    },
    teams: [
      team('Кок Бори', 'Kok Bori', 'Көк Бөрі', 0.6),
      team('Ак Сункар', 'Ak Sunkar', 'Ақ Сұңқар', 0.4),
      team('Звезда Алатау', 'Alatau Star', 'Алатау жұлдызы', 0.3),
      team('Волна Есиля', 'Yesil Wave', 'Есіл толқыны', 0),
      team('Барсы Сарыарки', 'Saryarka Snow Leopards', 'Сарыарқа барыстары', -0.1),
      team('Тулпар', 'Tulpar', 'Тұлпар', -0.3),
      team('Каспийский Маяк', 'Caspian Lighthouse', 'Каспий маяғы', -0.5),
      team('Степной Шторм', 'Steppe Storm', 'Дала дауылы', 0.1),
    ],
  },
  {
    sport: 'football',
    slug: 'white-nights-cup',
    sportName: { ru: 'Футбол', en: 'Football', kz: 'Футбол' },
    category: { ru: 'Северные земли', en: 'Northern Lands', kz: 'Солтүстік өлкелер' },
    tournament: { ru: 'Кубок Белых ночей', en: 'White Nights Cup', kz: 'Ақ түндер кубогы' },
    teams: [
      team('Волжские Соколы', 'Volga Falcons', 'Еділ сұңқарлары', 0.5),
      team('Уральские Медведи', 'Ural Bears', 'Орал аюлары', 0.2),
      team('Северное Сияние', 'Northern Lights', 'Солтүстік шұғыласы', 0),
      team('Ладога', 'Ladoga', 'Ладога', -0.2),
      team('Таёжные Рыси', 'Taiga Lynxes', 'Тайга сілеусіндері', -0.4),
      team('Речной Порт', 'River Port', 'Өзен порты', 0.1),
    ],
  },
  {
    sport: 'ice-hockey',
    slug: 'permafrost-league',
    sportName: { ru: 'Хоккей', en: 'Ice hockey', kz: 'Хоккей' },
    category: { ru: 'Ледовые земли', en: 'Ice Lands', kz: 'Мұзды өлкелер' },
    tournament: { ru: 'Лига вечной мерзлоты', en: 'Permafrost League', kz: 'Мәңгі тоң лигасы' },
    teams: [
      team('Ледяные Волки', 'Ice Wolves', 'Мұз бөрілері', 0.5),
      team('Барсы Алатау', 'Alatau Snow Leopards', 'Алатау барыстары', 0.3),
      team('Полярные Совы', 'Polar Owls', 'Поляр үкілері', 0),
      team('Буран', 'Buran', 'Боран', -0.1),
      team('Стальные Лоси', 'Steel Elks', 'Болат бұландар', -0.3),
      team('Иртыш', 'Irtysh', 'Ертіс', 0.2),
    ],
  },
  {
    sport: 'basketball',
    slug: 'eurasian-league',
    sportName: { ru: 'Баскетбол', en: 'Basketball', kz: 'Баскетбол' },
    category: { ru: 'Международные', en: 'International', kz: 'Халықаралық' },
    tournament: { ru: 'Евразийская лига', en: 'Eurasian League', kz: 'Еуразия лигасы' },
    teams: [
      team('Небесные Кони', 'Sky Horses', 'Көк тұлпарлар', 0.5),
      team('Байтерек', 'Baiterek', 'Бәйтерек', 0.3),
      team('Столичные Ястребы', 'Capital Hawks', 'Астана қаршығалары', 0.1),
      team('Северный Ветер', 'North Wind', 'Солтүстік желі', -0.1),
      team('Шёлковый Путь', 'Silk Road', 'Жібек жолы', -0.3),
      team('Огни Балхаша', 'Balkhash Lights', 'Балқаш оттары', 0),
    ],
  },
  {
    sport: 'tennis',
    slug: 'steppe-open',
    sportName: { ru: 'Теннис', en: 'Tennis', kz: 'Теннис' },
    category: { ru: 'Женский тур', en: "Women's Tour", kz: 'Әйелдер туры' },
    tournament: { ru: 'Открытый чемпионат Степи', en: 'Steppe Open', kz: 'Дала ашық чемпионаты' },
    teams: [
      team('Айдана Сейткали', 'Aidana Seitkali', 'Айдана Сейтқали', 0.6),
      team('Марина Волкова', 'Marina Volkova', 'Марина Волкова', 0.3),
      team('Дана Жумабек', 'Dana Zhumabek', 'Дана Жұмабек', 0.1),
      team('Ольга Ларина', 'Olga Larina', 'Ольга Ларина', -0.1),
      team('Алия Нурланкызы', 'Aliya Nurlankyzy', 'Әлия Нұрланқызы', -0.3),
      team('Ева Соколова', 'Eva Sokolova', 'Ева Соколова', 0),
    ],
  },
  {
    sport: 'esports',
    slug: 'steppe-major-cs2',
    sportName: { ru: 'Киберспорт', en: 'Esports', kz: 'Киберспорт' },
    category: { ru: 'Counter-Strike 2', en: 'Counter-Strike 2', kz: 'Counter-Strike 2' },
    tournament: { ru: 'Степной мейджор CS2', en: 'Steppe Major CS2', kz: 'Дала мейджоры CS2' },
    teams: [
      team('Касқыр', 'Qasqyr', 'Қасқыр', 0.5),
      team('Кочевники', 'Nomad Five', 'Көшпенділер', 0.3),
      team('Аврора', 'Aurora', 'Аврора', 0),
      team('Байтовые Медведи', 'Byte Bears', 'Байт аюлары', -0.2),
      team('Сункар', 'Sunqar', 'Сұңқар', 0.1),
      team('Полярный Пиксель', 'Polar Pixel', 'Поляр пиксель', -0.4),
    ],
  },
];

/** How often each sport is drawn for the next slot of the schedule (weights). */
export const SPORT_WEIGHTS: Record<SportSlug, number> = {
  football: 4,
  'ice-hockey': 1.5,
  basketball: 1.5,
  tennis: 1.5,
  esports: 1.5,
};
