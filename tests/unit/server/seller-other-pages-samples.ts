import type { Sample } from './contract-samples';

/** The contract-walk rows of the seller's "Other" pages (issue 18, seller-other-pages.ts). */
const R = '/api/dh/seller/merchandise/retest';
const CONSENT = '/api/dh/seller/detection/privacy/consent';

export const OTHER_PAGES_SAMPLES: Readonly<Record<string, Sample>> = {
  [`GET ${R}/items`]: { as: 'seller', input: {} },
  [`GET ${R}/list`]: { as: 'seller', input: { pageIndex: 1, pageSize: 10 } },
  // The seed's one decided request of seller 1.
  [`GET ${R}/info`]: { as: 'seller', input: { requestId: 1 } },
  ['GET /api/dh/seller/qualification/info']: { as: 'seller2', input: {} },
  ['GET /api/dh/seller/privacy/info/collection/list']: { as: 'seller', input: {} },
  [`GET ${CONSENT}`]: { as: 'seller', input: { kind: 'privacy' } },
  [`POST ${CONSENT}`]: { as: 'seller2', input: { kind: 'permission', decision: 'decline' } },
};

export const OTHER_PAGES_NO_SIMPLE_CALL: Readonly<Record<string, string>> = {
  [`POST ${R}/apply`]: 'needs an uploaded photo (seller-other-pages.test.ts)',
  ['POST /api/dh/seller/qualification/update']:
    'needs an uploaded licence photo (seller-other-pages.test.ts)',
};
