import { describe, expect, it } from 'vitest';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import * as c from '../../../src/shared/contracts/seller-other-pages';
import { discoverContracts } from '../../../server/kit/discover-contracts';
import { login, makeServer } from './server-fixture';
import { call, makeJpeg, uploadJpeg } from './consignment/seller-client';
import {
  A_INSPECTED_ITEM,
  OTHER_PAGES_ROWS,
  PICTURE_OF_A,
  REQUEST_OF_A,
} from './seller-other-pages-rows';

async function worldWithA() {
  const app = await makeServer();
  const [sellerA, sellerB] = [await login(app, 'seller'), await login(app, 'seller2')];
  const picture = (await uploadJpeg(app, sellerA, makeJpeg(1200, 1600))).data.pictureId as number;
  const request = await call(
    app,
    c.retestApply,
    { itemId: A_INSPECTED_ITEM, reason: '电池健康度判定有误', pictureIds: [picture] },
    sellerA,
  );
  expect(request.code).toBe('0000');
  await call(app, c.detectionConsentSave, { kind: 'privacy', decision: 'agree' }, sellerA);
  const snapshotOfA = async () => ({
    qualification: await call(app, c.qualificationInfo, {}, sellerA),
    privacy: await call(app, c.detectionConsent, { kind: 'privacy' }, sellerA),
    permission: await call(app, c.detectionConsent, { kind: 'permission' }, sellerA),
    requests: await call(app, c.retestList, { pageIndex: 1, pageSize: 50 }, sellerA),
  });
  return { app, sellerB, picture, requestId: request.data.id as number, snapshotOfA };
}

const substitute = (input: Record<string, unknown>, picture: number, requestId: number) =>
  JSON.parse(
    JSON.stringify(input)
      .replaceAll(String(PICTURE_OF_A), String(picture))
      .replaceAll(String(REQUEST_OF_A), String(requestId)),
  ) as Record<string, unknown>;

describe('seller B cannot read or change seller A’s qualification, consent or retest request', () => {
  it.each(OTHER_PAGES_ROWS)(
    '%s',
    async (_label, endpoint, input, check) => {
      const { app, sellerB, picture, requestId, snapshotOfA } = await worldWithA();
      const before = await snapshotOfA();
      const answer = await call(app, endpoint, substitute(input, picture, requestId), sellerB);
      if (typeof check === 'function') check(answer);
      else expect(answer).toMatchObject({ code: BUSINESS_ERRORS[check].code, data: null });
      expect(await snapshotOfA()).toEqual(before);
    },
    20_000,
  );

  it('has a row for every endpoint of seller-other-pages.ts, and a bidder is forbidden on each', async () => {
    const endpoints = (await discoverContracts())
      .filter(({ family }) => family === 'seller-other-pages')
      .map(({ endpoint }) => endpoint);
    const covered = new Set(OTHER_PAGES_ROWS.map(([, endpoint]) => endpoint));
    expect(endpoints.filter((e) => !covered.has(e)).map((e) => `${e.method} ${e.path}`)).toEqual(
      [],
    );
    const app = await makeServer();
    const bidder = await login(app, 'bidder2');
    for (const endpoint of endpoints) {
      const answer = await call(app, endpoint, {}, bidder);
      expect([endpoint.path, answer.code]).toEqual([endpoint.path, BUSINESS_ERRORS.forbidden.code]);
    }
  });
});
