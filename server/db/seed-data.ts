/** Demo data of the reference server (interfaces.md "Demo accounts"). */

export interface SeedUser {
  id: number;
  phone: string;
  nickName: string;
  password: string;
  sellerId: number | null;
  biddingNo: string | null;
}

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_USERS = {
  seller: {
    id: 1,
    phone: '13800000001',
    nickName: '演示卖家',
    password: DEMO_PASSWORD,
    sellerId: 20001,
    biddingNo: null,
  },
  bidder: {
    id: 2,
    phone: '13800000002',
    nickName: '演示竞拍人',
    password: DEMO_PASSWORD,
    sellerId: null,
    biddingNo: 'BD20240002',
  },
} as const satisfies Record<'seller' | 'bidder', SeedUser>;

export interface SeedBankCard {
  userId: number;
  bankName: string;
  cardNo: string;
  useType: 1 | 2;
  isDefault: boolean;
}

// spec 000 §9: bank lists load 3 per page, so every list has more than 3 cards.
const BANKS = ['平安银行', '招商银行', '工商银行', '建设银行', '农业银行'] as const;

function cardsFor(userId: number, useType: 1 | 2, count: number): SeedBankCard[] {
  return Array.from({ length: count }, (_, index) => ({
    userId,
    bankName: BANKS[index % BANKS.length] ?? BANKS[0],
    cardNo: `62${userId}${useType}${String(index + 1).padStart(13, '0')}`,
    useType,
    isDefault: index === 0,
  }));
}

export const DEMO_BANK_CARDS: readonly SeedBankCard[] = [
  ...cardsFor(DEMO_USERS.seller.id, 1, 5),
  ...cardsFor(DEMO_USERS.seller.id, 2, 4),
  ...cardsFor(DEMO_USERS.bidder.id, 1, 4),
  ...cardsFor(DEMO_USERS.bidder.id, 2, 4),
];

/** Visual (codeless) tracking config for the local page host (spec 001 §3 "Visual-config event"). */
export const DEMO_VISUAL_CONFIG = {
  appId: '127.0.0.1',
  version: 'seed-1',
  config: {
    project: 'default',
    app_id: '127.0.0.1',
    events: [
      {
        event_type: 'webclick',
        event_name: 'bank_card_click',
        event: {
          url_host: '127.0.0.1',
          url_path: '/banks',
          element_path: '',
          element_selector: '#app .bank-card',
          element_field: '',
          function: '',
          element_content: '',
          element_position: '',
          unlimited_div: true,
        },
        properties: [
          {
            name: 'bank_name',
            method: 'content',
            type: 'STRING',
            element_selector: '#app .bank-card .bank-name',
            list_selector: '#app .bank-card',
            regular: '',
            h5: true,
          },
        ],
      },
    ],
  },
} as const;

/** Answer of the sensors deep-link API (sa-sdk-javascript deeplink plugin reads these fields). */
export const DEMO_DEEP_LINK = {
  key: 'demo0001',
  project: 'default',
  answer: {
    app_key: 'paimaiDemoApp',
    page_params: 'page=home',
    channel_params: '{"utm_source":"h5"}',
    android_info: {
      url_schemes: 'paimaidemo',
      download_url: 'https://example.com/download/android',
    },
    ios_info: {
      url_schemes: 'paimaidemo',
      ios_wake_url: 'https://example.com/ios/wake',
      download_url: 'https://example.com/download/ios',
    },
  },
} as const;
