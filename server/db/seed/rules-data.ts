/**
 * Seeded rules and protocols (spec 000 §2: /platformServiceProtocol is rule 8,
 * /userPrivateProtocol rule 7; the other rule pages use the ids below). Bodies
 * are HTML as the platform's CMS would send them; the app sanitises them.
 */
export interface SeedRule {
  id: number;
  title: string;
  category: string;
  summary: string;
  content: string;
  homeNotice?: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

export const RULE_IDS = {
  bidding: 1,
  margin: 2,
  rate: 3,
  directSeller: 4,
  level: 5,
  afterSale: 6,
  privacy: 7,
  platformService: 8,
} as const;

export const SEED_RULES: readonly SeedRule[] = [
  {
    id: RULE_IDS.bidding,
    title: '竞拍规则',
    category: '竞拍',
    summary: '出价、加价幅度、延时与成交的规则。',
    homeNotice: true,
    content: [
      '<h2>一、出价</h2>',
      p(
        '竞拍人须在缴纳保证金后方可出价。每次出价不得低于当前价加最低加价幅度，最低加价幅度为 10 元。',
        '同一拍品在结束前 5 分钟内有新的出价时，结束时间自动顺延 5 分钟，最多顺延 6 次。',
      ),
      '<h2>二、成交</h2>',
      p(
        '拍卖结束时出价最高且不低于保留价者成交。成交后竞拍人须在 24 小时内完成支付，逾期视为违约，平台将扣除相应保证金。',
        '拍品的成色等级以平台质检报告为准，详见<a href="/leval">成色等级说明</a>。',
      ),
      '<h2>三、违约处理</h2>',
      p(
        '竞拍人成交后未按时付款的，平台有权取消订单并扣除该笔订单对应的保证金；一个自然月内违约三次的，暂停竞拍资格 30 天。',
      ),
    ].join('\n'),
  },
  {
    id: RULE_IDS.margin,
    title: '保证金规则',
    category: '竞拍',
    summary: '保证金的缴纳、冻结、退还与扣除。',
    content: [
      '<h2>一、缴纳</h2>',
      p(
        '保证金账户可通过银行卡充值，充值成功后实时到账。每出价一件拍品冻结 100 元保证金，最多可同时参与的拍品数为可用保证金除以 100 元。',
      ),
      '<h2>二、退还</h2>',
      p(
        '未成交拍品的冻结保证金在拍卖结束后自动解冻。可用保证金可随时申请提现，提现 1–3 个工作日到账。',
      ),
      '<h2>三、扣除</h2>',
      p('成交后逾期未支付的，扣除该拍品冻结的保证金，扣除金额用于补偿卖家损失。'),
    ].join('\n'),
  },
  {
    id: RULE_IDS.rate,
    title: '费率规则',
    category: '费用',
    summary: '寄卖服务费、质检费与提现手续费的标准。',
    content: [
      '<h2>寄卖服务费</h2>',
      '<table><thead><tr><th>成交价</th><th>服务费率</th></tr></thead><tbody>',
      '<tr><td>1000 元以下</td><td>6%</td></tr>',
      '<tr><td>1000–3000 元</td><td>5%</td></tr>',
      '<tr><td>3000 元以上</td><td>4%</td></tr>',
      '</tbody></table>',
      p(
        '质检费每件 15 元，成交后从货款中扣除；未成交退回的商品收取退回服务费 20 元。',
        '钱包提现每笔手续费 1 元，每月前三笔免费。',
      ),
    ].join('\n'),
  },
  {
    id: RULE_IDS.directSeller,
    title: '直卖商家规则',
    category: '商家',
    summary: '直卖商家的入驻、发货、退货与考核。',
    content: [
      '<h2>一、入驻</h2>',
      p('直卖商家须完成企业资质认证并签署《平台服务协议》，缴纳商家保证金 5000 元。'),
      '<h2>二、发货</h2>',
      p('订单生成后商家须在 48 小时内发货并填写快递单号；快递单号可在发货后 24 小时内修改一次。'),
      '<h2>三、考核</h2>',
      p('月度发货及时率低于 95% 或质检不符率高于 3% 的商家，将被限制上架新品 7 天。'),
    ].join('\n'),
  },
  {
    id: RULE_IDS.level,
    title: '成色等级说明',
    category: '质检',
    summary: '平台质检的成色等级 S、A+、A、B+、B、C 的含义。',
    content: [
      '<h2>等级定义</h2>',
      '<ul>',
      '<li><strong>S 级（99 新）</strong>：外观无使用痕迹，功能完好，电池健康度 95% 以上。</li>',
      '<li><strong>A+ 级（95 新）</strong>：外观有极轻微使用痕迹，功能完好。</li>',
      '<li><strong>A 级（9 成新）</strong>：外观有轻微划痕，功能完好。</li>',
      '<li><strong>B+ 级（85 新）</strong>：外观有明显划痕或轻微磕碰，功能完好。</li>',
      '<li><strong>B 级（8 成新）</strong>：外观有较多划痕或磕碰，功能完好。</li>',
      '<li><strong>C 级（7 成新及以下）</strong>：外观磨损严重或存在维修记录。</li>',
      '</ul>',
      p('等级由平台质检师依据统一标准评定，质检报告随拍品展示，竞拍人可申请复检。'),
    ].join('\n'),
  },
  {
    id: RULE_IDS.afterSale,
    title: '售后与退货规则',
    category: '售后',
    summary: '收货后验机、退货条件与退款时效。',
    content: [
      p(
        '竞拍人收货后 72 小时内可对照质检报告验机。实物与报告不符的，可申请退货，运费由平台承担。',
        '退货商品经平台复检确认后，货款在 3 个工作日内原路退回。',
      ),
    ].join('\n'),
  },
  {
    id: RULE_IDS.privacy,
    title: '用户隐私协议',
    category: '协议',
    summary: '我们如何收集、使用、存储和保护您的个人信息。',
    content: [
      '<h2>一、我们收集的信息</h2>',
      p(
        '为向您提供竞拍、寄卖和钱包服务，我们会收集您的手机号、实名信息、银行卡信息及交易记录。',
        '为保障账户安全，我们会收集设备标识与登录日志。',
      ),
      '<h2>二、信息的使用</h2>',
      p('我们仅在本协议所述目的范围内使用您的信息，未经您的同意不会向第三方提供。'),
      '<h2>三、信息的存储与保护</h2>',
      p(
        '您的信息存储于中华人民共和国境内的服务器，并采用加密等措施保护。您可以在 App 内查询、更正或删除您的个人信息，也可以注销账户。',
      ),
    ].join('\n'),
  },
  {
    id: RULE_IDS.platformService,
    title: '平台服务协议',
    category: '协议',
    summary: '您与平台之间关于使用二手交易与拍卖服务的约定。',
    content: [
      '<h2>一、协议的范围</h2>',
      p('本协议是您与平台之间就二手商品寄卖、拍卖及相关资金服务所订立的协议。'),
      '<h2>二、账户</h2>',
      p('您应使用本人手机号注册，并妥善保管账户与密码。因您保管不善导致的损失由您自行承担。'),
      '<h2>三、交易</h2>',
      p(
        '平台为买卖双方提供信息发布、质检、竞拍及资金存管服务。钱包资金由合作银行存管，平台不直接占有您的资金。',
      ),
      '<h2>四、争议解决</h2>',
      p('因本协议产生的争议，双方应友好协商；协商不成的，提交平台所在地人民法院诉讼解决。'),
    ].join('\n'),
  },
];

export interface SeedArticleVersion {
  version: number;
  content: string;
  changeNote: string;
  daysAgo: number;
}

export interface SeedArticle {
  id: number;
  title: string;
  author: string;
  versions: readonly SeedArticleVersion[];
}

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    id: 1,
    title: '关于调整竞拍保证金标准的公告',
    author: '平台运营中心',
    versions: [
      {
        version: 1,
        daysAgo: 60,
        changeNote: '首次发布',
        content: p(
          '尊敬的用户：自 2026 年 9 月 1 日起，每件拍品冻结保证金由 50 元调整为 80 元。',
          '已冻结的保证金不受影响。',
        ),
      },
      {
        version: 2,
        daysAgo: 30,
        changeNote: '调整冻结金额与生效日期',
        content: p(
          '尊敬的用户：自 2026 年 10 月 1 日起，每件拍品冻结保证金由 50 元调整为 100 元。',
          '已冻结的保证金不受影响。',
        ),
      },
      {
        version: 3,
        daysAgo: 5,
        changeNote: '补充提现到账时间说明',
        content: p(
          '尊敬的用户：自 2026 年 10 月 1 日起，每件拍品冻结保证金由 50 元调整为 100 元。',
          '已冻结的保证金不受影响。',
          '可用保证金提现 1–3 个工作日到账。',
        ),
      },
    ],
  },
  {
    id: 2,
    title: '寄卖质检流程说明',
    author: '质检中心',
    versions: [
      {
        version: 1,
        daysAgo: 90,
        changeNote: '首次发布',
        content: p(
          '商品到仓后，质检师将在 2 个工作日内完成外观、功能与配件检测，并出具质检报告。',
          '报告生成后将通知卖家确认上架价格。',
        ),
      },
      {
        version: 2,
        daysAgo: 12,
        changeNote: '质检时效缩短为 1 个工作日',
        content: p(
          '商品到仓后，质检师将在 1 个工作日内完成外观、功能与配件检测，并出具质检报告。',
          '报告生成后将通知卖家确认上架价格；卖家对结果有异议的，可申请复检。',
        ),
      },
    ],
  },
];

export const SEED_APP_RELEASES = {
  appScheme: 'paimaidemo://open',
  ios: {
    version: '5.12.0',
    downloadUrl: 'https://apps.apple.com/cn/app/id0000000000',
    sizeBytes: 187_400_000,
    releaseNotes: '新增竞拍提醒；优化保证金充值流程；修复已知问题。',
    daysAgo: 3,
  },
  android: {
    version: '5.12.1',
    downloadUrl: 'https://download.example.com/android/paimai-5.12.1.apk',
    sizeBytes: 96_200_000,
    releaseNotes: '新增竞拍提醒；优化保证金充值流程；修复部分机型闪退。',
    daysAgo: 2,
  },
} as const;
