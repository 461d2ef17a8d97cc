import { DEMO_USERS } from './users-data';

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
