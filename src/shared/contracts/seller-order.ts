import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { cents } from '../contract-fields';
import { consignmentOrder, postalAddress, sellerAddress } from './order-fields';

// spec 000 §7 "Seller calls": the direct-agent (consignment) order, its
// delivery and the addresses (issue 16). States: server/consignment/state-machine.ts.

// The order's shapes live in order-fields.ts (the direct-order screens load them without
// these calls); exported here too, under the names the server and screens import.
export { consignmentOrder, orderItem, orderState, sellerAddress } from './order-fields';

const id = (what: string) => z.int(`${what}无效`).check(z.positive(`${what}无效`));

const returnAddressId = z.optional(id('退回地址'));

export const orderCreate = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/create',
  summary: 'Creates a consignment order of one submitted evaluation.',
  input: z.object({ evaluationId: id('估价'), returnAddressId }),
  data: consignmentOrder,
});

export const orderCreateV2 = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/create/v2',
  summary: 'Creates a consignment order of one or more submitted evaluations.',
  input: z.object({
    evaluationIds: z
      .array(id('估价'))
      .check(z.minLength(1, '请选择要寄卖的商品'), z.maxLength(10, '一单最多 10 件商品')),
    returnAddressId,
  }),
  data: consignmentOrder,
});

export const orderItemInsert = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/enter/item/insert',
  summary: 'Adds a submitted evaluation to an order not shipped yet.',
  input: z.object({ orderId: id('订单'), evaluationId: id('估价') }),
  data: consignmentOrder,
});

export const onshelfNotice = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/directagent/order/onshelf/notice',
  summary: 'The seller’s goods on shelf now, with the notice the order pages show.',
  input: noInput,
  data: z.object({
    notice: z.string(),
    items: z.array(
      z.object({ orderId: z.int(), itemId: z.int(), productName: z.string(), priceCents: cents() }),
    ),
  }),
});

export const depositoryAddressData = postalAddress;
export type DepositoryAddress = z.infer<typeof depositoryAddressData>;

export const depositoryAddress = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  path: '/api/dh/seller/directagent/order/v2/depositoryaddr',
  summary: 'The platform warehouse one of the seller’s orders is shipped to.',
  input: z.object({ orderId: id('订单') }),
  data: depositoryAddressData,
});

// spec 000 §5: a mainland mobile number.
const phone = z.string().check(z.regex(/^(1[345789]\d{9}|09\d{8})$/, '请输入正确的手机号'));
const text = (what: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `请填写${what}`), z.maxLength(max, `${what}过长`));

export const returnAddressSave = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/returnaddr',
  summary: 'Adds a return address (or changes one, with its id); isDefault makes it the default.',
  input: z.object({
    id: z.optional(id('地址')),
    name: text('收件人', 20),
    phone,
    province: text('省份', 20),
    city: text('城市', 20),
    district: text('区县', 20),
    detail: text('详细地址', 100),
    isDefault: z.boolean(),
  }),
  data: sellerAddress,
});

export const defaultAddress = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/directagent/order/addr/default',
  summary: 'The seller’s default return address, or null.',
  input: noInput,
  data: z.object({ address: z.nullable(sellerAddress) }),
});

export const validatePrimaryAddress = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/directagent/order/validate/primaryaddress',
  summary: 'Whether the seller has a usable default return address before shipping.',
  input: noInput,
  data: z.object({ valid: z.boolean(), message: z.string() }),
});

export const userReturnAddresses = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/directagent/order/user/returnaddr',
  summary: 'Every return address of the seller, the default first.',
  input: noInput,
  data: z.object({ list: z.array(sellerAddress) }),
});

export const EXPRESS_COMPANIES = ['顺丰速运', '京东物流', '中通快递', '圆通速递', 'EMS'] as const;
const express = {
  orderId: id('订单'),
  expressCompany: z.enum(EXPRESS_COMPANIES, '请选择快递公司'),
  expressNo: z.string().check(z.regex(/^[A-Za-z0-9]{8,32}$/, '快递单号为 8–32 位字母或数字')),
};

export const orderDelivery = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/delivery',
  summary: 'The seller shipped the order: express company and number.',
  input: z.object(express),
  data: consignmentOrder,
});

export const orderExpressUpdate = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/directagent/order/express/update',
  summary: 'Changes the express company and number of a shipped order (spec 000 §4).',
  input: z.object(express),
  data: consignmentOrder,
});
