import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { epochMs, pageOf, pageQuery, queryInt } from '../contract-fields';

// Issue 18, spec 000 §2 "Other": the seller's re-inspection requests, company
// qualification, privacy list and the inspection tool's consent. The spec names
// no calls for these pages; these paths are the project's, in the seller family.

/** A re-inspection request: why, in 5–200 characters, and 1–6 photos (issue 16 uploads). */
export const RETEST_REASON_MIN = 5;
export const RETEST_REASON_MAX = 200;
export const RETEST_PICTURES_MAX = 6;
export const QUALIFICATION_PICTURES_MAX = 3;

export const retestReasonField = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请填写复检原因'),
      z.minLength(RETEST_REASON_MIN, `复检原因至少 ${RETEST_REASON_MIN} 个字`),
      z.maxLength(RETEST_REASON_MAX, `复检原因不能超过 ${RETEST_REASON_MAX} 个字`),
    );

// GB 32100-2015: the unified social credit code, 18 characters without I, O, S, V, Z.
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** The licence's end date, or 长期 for a licence without one. */
export const VALID_UNTIL_PATTERN = /^(?:\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|长期)$/;

const textField = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `请填写${label}`),
      z.maxLength(max, `${label}不能超过 ${max} 个字`),
    );

export const qualificationFields = {
  companyName: textField('企业名称', 60),
  creditCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请填写统一社会信用代码'),
      z.regex(CREDIT_CODE_PATTERN, '统一社会信用代码为 18 位数字或大写字母'),
    ),
  legalPerson: textField('法定代表人', 30),
  registeredAddress: textField('注册地址', 120),
  validUntil: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请填写营业期限'),
      z.regex(VALID_UNTIL_PATTERN, '营业期限格式为 2030-12-31 或“长期”'),
    ),
};

const pictureIds = (max: number, label: string) =>
  z
    .array(z.int().check(z.positive()))
    .check(z.minLength(1, `请上传${label}`), z.maxLength(max, `${label}最多 ${max} 张`));

export const retestStatus = z.enum(['pending', 'accepted', 'rejected']);

/** An item the seller may ask to re-inspect: inspected or on shelf (the state machine). */
export const retestItem = z.object({
  itemId: z.int(),
  orderNo: z.string(),
  productName: z.string(),
  skuName: z.string(),
  grade: z.nullable(z.string()),
  stateLabel: z.string(),
});

export const retestRequest = z.object({
  id: z.int(),
  itemId: z.int(),
  productName: z.string(),
  skuName: z.string(),
  reason: z.string(),
  pictureIds: z.array(z.int()),
  status: retestStatus,
  statusLabel: z.string(),
  createdAt: epochMs(),
});

export const qualification = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  registeredAddress: z.string(),
  validUntil: z.string(),
  pictureIds: z.array(z.int()),
  /** null: the seller has not filled it in yet. */
  updatedAt: z.nullable(epochMs()),
});

export const infoCollectionItem = z.object({
  itemId: z.int(),
  category: z.string(),
  name: z.string(),
  purpose: z.string(),
  scene: z.string(),
});

export const consentKind = z.enum(['privacy', 'permission']);
export const consentState = z.enum(['unset', 'agreed', 'declined']);
export const detectionConsentData = z.object({
  kind: consentKind,
  state: consentState,
  decidedAt: z.nullable(epochMs()),
});

const M = '/api/dh/seller/merchandise/retest';

export const retestItems = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${M}/items`,
  summary: 'The seller’s items that may be re-inspected (inspected or on shelf).',
  input: noInput,
  data: z.object({ list: z.array(retestItem) }),
});

export const retestApply = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: `${M}/apply`,
  summary: 'Asks for a re-inspection of one of the seller’s items, with the reason and photos.',
  input: z.object({
    itemId: z.int().check(z.positive()),
    reason: retestReasonField(),
    pictureIds: pictureIds(RETEST_PICTURES_MAX, '问题照片'),
  }),
  data: retestRequest,
});

export const retestList = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${M}/list`,
  summary: 'The seller’s re-inspection requests, newest first.',
  input: z.object(pageQuery),
  data: pageOf(retestRequest),
});

export const retestInfo = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: `${M}/info`,
  summary: 'One of the seller’s re-inspection requests.',
  input: z.object({ requestId: queryInt() }),
  data: retestRequest,
});

export const qualificationInfo = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/qualification/info',
  summary: 'The seller’s company licence details and images.',
  input: noInput,
  data: qualification,
});

export const qualificationUpdate = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/qualification/update',
  summary: 'Replaces the seller’s company licence details and images.',
  input: z.object({
    ...qualificationFields,
    pictureIds: pictureIds(QUALIFICATION_PICTURES_MAX, '营业执照照片'),
  }),
  data: qualification,
});

export const infoCollectionList = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/privacy/info/collection/list',
  summary: 'The personal information the app collects, with its purpose and where it is used.',
  input: noInput,
  data: z.object({ list: z.array(infoCollectionItem) }),
});

export const detectionConsent = defineEndpoint({
  method: 'GET',
  auth: 'seller',
  path: '/api/dh/seller/detection/privacy/consent',
  summary: 'The seller’s answer to the inspection tool’s privacy notice or permission request.',
  input: z.object({ kind: consentKind }),
  data: detectionConsentData,
});

export const detectionConsentSave = defineEndpoint({
  method: 'POST',
  auth: 'seller',
  idempotency: 'required',
  path: '/api/dh/seller/detection/privacy/consent',
  summary: 'Records the seller’s agree or decline to the privacy notice or permission request.',
  input: z.object({ kind: consentKind, decision: z.enum(['agree', 'decline']) }),
  data: detectionConsentData,
});
