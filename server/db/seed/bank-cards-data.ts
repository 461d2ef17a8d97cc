import type { BankUseType } from '../../../src/shared/contracts/bank-wallet';
import { DEMO_USERS } from './users-data';

export interface SeedBankCard {
  userId: number;
  bankName: string;
  cardNo: string;
  useType: BankUseType;
  isDefault: boolean;
  cardType: string;
  holderName: string;
  reservedPhone: string;
  branchName: string;
  boundAt: number;
}

/** A bank with the issuer prefix (BIN) of its debit cards and its branches in two cities. */
interface Bank {
  name: string;
  bin: string;
  branches: Record<'深圳' | '杭州', string>;
}

const BANKS: readonly Bank[] = [
  {
    name: '平安银行',
    bin: '622298',
    branches: { 深圳: '深圳科技园支行', 杭州: '杭州钱江新城支行' },
  },
  { name: '招商银行', bin: '621483', branches: { 深圳: '深圳南山支行', 杭州: '杭州西湖支行' } },
  { name: '工商银行', bin: '622202', branches: { 深圳: '深圳福田支行', 杭州: '杭州湖墅支行' } },
  { name: '建设银行', bin: '621700', branches: { 深圳: '深圳宝安支行', 杭州: '杭州城西支行' } },
  { name: '农业银行', bin: '622848', branches: { 深圳: '深圳龙华支行', 杭州: '杭州滨江支行' } },
  { name: '中国银行', bin: '621661', branches: { 深圳: '深圳罗湖支行', 杭州: '杭州下城支行' } },
];

interface Holder {
  userId: number;
  name: string;
  phone: string;
  city: '深圳' | '杭州';
}

const SELLER: Holder = {
  userId: DEMO_USERS.seller.id,
  name: '李建国',
  phone: DEMO_USERS.seller.phone,
  city: '深圳',
};
const BIDDER: Holder = {
  userId: DEMO_USERS.bidder.id,
  name: '王晓敏',
  phone: DEMO_USERS.bidder.phone,
  city: '杭州',
};

const SELLER2: Holder = {
  userId: DEMO_USERS.seller2.id,
  name: '陈思远',
  phone: DEMO_USERS.seller2.phone,
  city: '深圳',
};
const BIDDER2: Holder = {
  userId: DEMO_USERS.bidder2.id,
  name: '赵雨桐',
  phone: DEMO_USERS.bidder2.phone,
  city: '杭州',
};

// Cards bound over 2024–2025, a few weeks apart (fixed: the seed never reads the clock).
const FIRST_BOUND_AT = Date.UTC(2024, 2, 15, 2, 30);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function cardsFor(holder: Holder, useType: BankUseType, banks: readonly number[]): SeedBankCard[] {
  return banks.map((bankIndex, index) => {
    const bank = BANKS[bankIndex % BANKS.length] ?? BANKS[0]!;
    // 19 digits: BIN, user, use type, a running number.
    const serial = `${holder.userId}${useType}${String(bankIndex * 7 + index + 1).padStart(11, '0')}`;
    return {
      userId: holder.userId,
      bankName: bank.name,
      cardNo: `${bank.bin}${serial}`,
      useType,
      isDefault: index === 0,
      cardType: '借记卡',
      holderName: holder.name,
      reservedPhone: holder.phone,
      branchName: `${bank.name}${bank.branches[holder.city]}`,
      boundAt: FIRST_BOUND_AT + (holder.userId * 10 + useType * 5 + index) * 2 * WEEK_MS,
    };
  });
}

// spec 000 §9: bank lists load 3 per page, so every list has more than 3 cards.
export const DEMO_BANK_CARDS: readonly SeedBankCard[] = [
  ...cardsFor(SELLER, 1, [0, 1, 2, 3, 4]),
  ...cardsFor(SELLER, 2, [0, 5, 2, 1]),
  ...cardsFor(BIDDER, 1, [1, 0, 3, 5]),
  ...cardsFor(BIDDER, 2, [2, 4, 0, 1]),
  // The second seller and bidder (appended: the first users' card ids stay as they were).
  ...cardsFor(SELLER2, 1, [3, 0]),
  ...cardsFor(SELLER2, 2, [1]),
  ...cardsFor(BIDDER2, 1, [5, 2, 0]),
  ...cardsFor(BIDDER2, 2, [4, 3]),
];
