/**
 * Demo users: the README's demo accounts (CONTRACTS.md "Demo accounts"): a second
 * seller and bidder each, so that one user's ids can be tried by another.
 */

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
  seller2: {
    id: 3,
    phone: '13800000003',
    nickName: '演示卖家二',
    password: DEMO_PASSWORD,
    sellerId: 20003,
    biddingNo: null,
  },
  bidder2: {
    id: 4,
    phone: '13800000004',
    nickName: '演示竞拍人二',
    password: DEMO_PASSWORD,
    sellerId: null,
    biddingNo: 'BD20240004',
  },
} as const satisfies Record<'seller' | 'bidder' | 'seller2' | 'bidder2', SeedUser>;
