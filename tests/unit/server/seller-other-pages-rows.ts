import { expect } from 'vitest';
import { SUCCESS_CODE } from '../../../src/shared/codes';
import type { Endpoint } from '../../../src/shared/contract';
import * as c from '../../../src/shared/contracts/seller-other-pages';
import { seededOrderId } from './seller-samples';
import type { Answer } from './consignment/seller-client';

/**
 * Issue 18: seller B (user 3) against seller A's (user 1) qualification,
 * consent and re-inspection requests, one row per endpoint of
 * seller-other-pages.ts. PICTURE_OF_A stands for a photo seller A uploaded;
 * REQUEST_OF_A for a request seller A made.
 */
export const PICTURE_OF_A = -1;
export const REQUEST_OF_A = -2;
export const A_LISTED_ITEM = seededOrderId('listed');
export const A_INSPECTED_ITEM = seededOrderId('inspected');
export const B_INSPECTED_ITEM = seededOrderId('inspected', 1);

export type Check = 'notFound' | 'forbidden' | ((answer: Answer) => void);
const success = (answer: Answer) => expect(answer.code).toBe(SUCCESS_CODE);
const noTraceOfA = (answer: Answer) => {
  success(answer);
  expect(JSON.stringify(answer.data)).not.toMatch(/杭州优品|91330106MA2H3K4L5P|张伟|待复检/);
};
const licence = {
  companyName: '乙公司',
  creditCode: '91440300MA5F6G7H8K',
  legalPerson: '李娜',
  registeredAddress: '深圳市南山区一路 1 号',
  validUntil: '长期',
};

export const OTHER_PAGES_ROWS: ReadonlyArray<[string, Endpoint, Record<string, unknown>, Check]> = [
  [
    'retestable items: only B’s own',
    c.retestItems,
    {},
    (a) => {
      success(a);
      const ids = (a.data.list as Array<{ itemId: number }>).map((i) => i.itemId);
      expect(ids).not.toContain(A_LISTED_ITEM);
      expect(ids).toContain(B_INSPECTED_ITEM);
    },
  ],
  [
    'retest A’s item',
    c.retestApply,
    { itemId: A_INSPECTED_ITEM, reason: '屏幕划痕判定有误', pictureIds: [PICTURE_OF_A] },
    'forbidden',
  ],
  [
    'retest B’s item with A’s photo',
    c.retestApply,
    { itemId: B_INSPECTED_ITEM, reason: '屏幕划痕判定有误', pictureIds: [PICTURE_OF_A] },
    'forbidden',
  ],
  ['list: none of A’s requests', c.retestList, { pageIndex: 1, pageSize: 50 }, noTraceOfA],
  ['read A’s request', c.retestInfo, { requestId: REQUEST_OF_A }, 'notFound'],
  ['qualification: B’s own', c.qualificationInfo, {}, noTraceOfA],
  [
    'qualification with A’s photo',
    c.qualificationUpdate,
    { ...licence, pictureIds: [PICTURE_OF_A] },
    'forbidden',
  ],
  ['info collection list (the same for everyone)', c.infoCollectionList, {}, success],
  [
    'consent: B’s own, unset',
    c.detectionConsent,
    { kind: 'privacy' },
    (a) => {
      success(a);
      expect(a.data.state).toBe('unset');
    },
  ],
  [
    'consent save: B’s own only',
    c.detectionConsentSave,
    { kind: 'privacy', decision: 'decline' },
    (a) => {
      success(a);
      expect(a.data.state).toBe('declined');
    },
  ],
];
