import * as z from 'zod/mini';
import { requestValidated } from '../request-validated';

// interfaces.md: the foundation endpoints of the user area.

const userInfoSchema = z.object({
  id: z.int(),
  nickName: z.string(),
  phone: z.string(),
  sellerId: z.nullable(z.int()),
  biddingNo: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** 1 transfer-in, 2 transfer-out. */
export type BankUseType = 1 | 2;

const bankCardSchema = z.object({
  id: z.int(),
  bankName: z.string(),
  cardNoMasked: z.string(),
  useType: z.union([z.literal(1), z.literal(2)]),
  isDefault: z.boolean(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

const bankListPageSchema = z.object({
  list: z.array(bankCardSchema),
  total: z.int().check(z.nonnegative()),
  pageIndex: z.int(),
  pageSize: z.int(),
});
export type BankListPage = z.infer<typeof bankListPageSchema>;

// spec 000 §7/§9: bank lists load 3 items per page.
export const BANK_LIST_PAGE_SIZE = 3;

/** The user behind the stored token (spec 000 §7 "user-id request"). */
export function checkToken(): Promise<UserInfo> {
  return requestValidated(userInfoSchema, {
    method: 'POST',
    url: '/api/dh/auction/user/check/token',
  });
}

/** User-signed; phone and password travel AES-encrypted (interfaces.md). */
export function loginByPassword(phone: string, password: string): Promise<LoginResult> {
  return requestValidated(loginResultSchema, {
    method: 'POST',
    url: '/api/dh/auction/user/app/loginByPassword',
    data: { phone, password },
    sign: 'user',
    encrypt: ['phone', 'password'],
  });
}

export function getBankList(query: {
  pageIndex: number;
  pageSize: number;
  useType: BankUseType;
}): Promise<BankListPage> {
  return requestValidated(bankListPageSchema, {
    method: 'POST',
    url: '/api/dh/auction/user/pingan/bank/list',
    data: { pageIndex: query.pageIndex, pageSize: query.pageSize, useType: query.useType },
  });
}
