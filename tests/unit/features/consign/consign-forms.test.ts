import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/api-error';
import { expressNoParam, idParams } from '../../../../src/features/consign/consign-params';
import { evaluateInput, priceInputOf } from '../../../../src/features/consign/evaluate-form';
import { expressInput } from '../../../../src/features/consign/express-form';
import { yuanOf } from '../../../../src/features/consign/money';
import { isUnsupported } from '../../../../src/api/v1-fallback';

const QUESTIONS = [1, 2];

describe('evaluate form (checked by the submit contract)', () => {
  it.each([
    [{ answers: {} }, '请选择存储容量'],
    [{ storageIndex: 0, answers: {} }, '请选择颜色'],
    [{ storageIndex: 0, colourIndex: 1, answers: {} }, '请完成检测项'],
    [{ storageIndex: 0, colourIndex: 1, answers: { '1': 11 } }, '请完成检测项'],
  ])('%j is refused with %s', (draft, message) => {
    expect(evaluateInput(6, draft, QUESTIONS)).toEqual({ ok: false, message });
  });

  it('a complete draft is the input, answers in question order', () => {
    const draft = { storageIndex: 1, colourIndex: 0, answers: { '2': 21, '1': 13 } };
    expect(evaluateInput(6, draft, QUESTIONS)).toEqual({
      ok: true,
      input: {
        productId: 6,
        storageIndex: 1,
        colourIndex: 0,
        answers: [
          { questionId: 1, optionId: 13 },
          { questionId: 2, optionId: 21 },
        ],
      },
    });
  });

  it('the reference price moves from the first answer, not before', () => {
    expect(priceInputOf(6, { storageIndex: 0, colourIndex: 0, answers: {} }, QUESTIONS)).toBe(null);
    const partial = priceInputOf(
      6,
      { storageIndex: 0, colourIndex: 0, answers: { '2': 22 } },
      QUESTIONS,
    );
    expect(partial?.answers).toEqual([{ questionId: 2, optionId: 22 }]);
  });
});

describe('express form (delivery contract)', () => {
  it.each([
    [{ expressCompany: '', expressNo: 'SF1234567890' }, '请选择快递公司'],
    [{ expressCompany: '某某快递', expressNo: 'SF1234567890' }, '请选择快递公司'],
    [{ expressCompany: '顺丰速运', expressNo: 'SF12' }, '快递单号为 8–32 位字母或数字'],
    [{ expressCompany: '顺丰速运', expressNo: 'SF 1234 5678' }, '快递单号为 8–32 位字母或数字'],
  ])('%j is refused with %s', (draft, message) => {
    expect(expressInput(3, draft)).toEqual({ ok: false, message });
  });

  it('trims the number', () => {
    expect(expressInput(3, { expressCompany: 'EMS', expressNo: ' EM123456789CN ' })).toEqual({
      ok: true,
      input: { orderId: 3, expressCompany: 'EMS', expressNo: 'EM123456789CN' },
    });
  });
});

describe('v2 → v1 fallback', () => {
  it.each([
    [new ApiError('no route', 'http', { status: 404 }), true],
    [new ApiError('no method', 'http', { status: 405 }), true],
    [new ApiError('not here', 'business', { code: 'CB0404' }), true],
    [new ApiError('server down', 'http', { status: 502 }), false],
    [new ApiError('state', 'business', { code: 'CB0430' }), false],
    [new ApiError('Network Error', 'network'), false],
    [new Error('other'), false],
  ])('%s → %s', (error, expected) => {
    expect(isUnsupported(error)).toBe(expected);
  });
});

describe('untrusted address values', () => {
  it.each([
    ['productId=6&orderId=3', { productId: 6, evaluationId: null, orderId: 3 }],
    [
      'productId=-1&evaluationId=1e3&orderId=0',
      { productId: null, evaluationId: null, orderId: null },
    ],
    [
      'productId=6x&evaluationId=99999999999999999999',
      { productId: null, evaluationId: null, orderId: null },
    ],
  ])('%s', (query, expected) => {
    expect(idParams(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ['SF1234567890', 'SF1234567890'],
    ['SF12', null],
    ['<script>', null],
    [null, null],
  ])('express number %s', (value, expected) => {
    expect(expressNoParam(value)).toBe(expected);
  });
});

describe('money', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [218000, '¥2,180.00'],
    [123456789, '¥1,234,567.89'],
  ])('%i cents → %s', (cents, text) => {
    expect(yuanOf(cents)).toBe(text);
  });
});
