/** Demo users: the README's demo accounts. */

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
