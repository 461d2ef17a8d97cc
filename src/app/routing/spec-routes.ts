/** The areas of spec 000 §2, in its order. */
export type SpecArea = 'direct' | 'rules' | 'funds' | 'other';

export const SPEC_AREA_NAMES: Record<SpecArea, string> = {
  direct: '直营卖家',
  rules: '规则与文章',
  funds: '保证金、钱包与资金',
  other: '其他',
};

/**
 * Every route of spec 000 §2 by area (path parameters not shown). The
 * not-found page uses it to tell a screen that is not built yet (还未开放)
 * from a mistyped address; README "What exists" lists the built ones.
 * `/depositVerifyPhone` is named only among the keep-alive pages of §2.
 */
export const SPEC_ROUTES: Readonly<Record<SpecArea, readonly string[]>> = {
  direct: [
    '/directSearchPage',
    '/directOrder',
    '/directOrderDetail',
    '/directOrderDelivery',
    '/directGoods',
    '/directGoodsDetail',
    '/logisticsTrack',
  ],
  rules: [
    '/platformServiceProtocol',
    '/userPrivateProtocol',
    '/rateRules',
    '/directSellerRuls',
    '/leval',
    '/rules',
    '/rulesDetail',
    '/articleDetails',
    '/articleVersionRecord',
    '/download',
    '/youmengShareLink',
  ],
  funds: [
    '/deposit',
    '/withdrawCash',
    '/depositSettingPwd',
    '/depositVerifyPhone',
    '/myWallet',
    '/fundsTransferIn',
    '/transferSuccess',
    '/fundsTransferResult',
    '/fundsTransferOut',
    '/banks',
    '/bankAdd',
    '/bankDetail',
    '/depositCharge',
    '/accountOpen',
    '/accountSelect',
    '/transPayDetail',
    '/financialDetails',
    '/particularsDetails',
    '/secondParticularsDetails',
    '/refundRecordDetailList',
    '/transferResult',
    '/fundsTurnover',
    '/fundsDetailsExport',
    '/sellerWalletRecharge',
    '/bankCardSelectList',
    '/payResult',
    '/quickpayVerificationCode',
  ],
  other: [
    '/corporateQualifications',
    '/applyForRetesting',
    '/openPermission',
    '/infoCollectionList',
    '/userFissionRegistration',
    '/xiaodangDetectionPrivacy',
    '/xiaodangDetectionPermission',
  ],
};

/**
 * The spec area of an address, or null when the spec does not name it. Only
 * the first segment counts: path parameters (`/bankDetail/12`) follow it.
 */
export function specAreaOf(pathname: string): SpecArea | null {
  // The router matches case-insensitively, so this does too.
  const path = `/${pathname.split('/').find((segment) => segment !== '') ?? ''}`.toLowerCase();
  for (const [area, paths] of Object.entries(SPEC_ROUTES) as [SpecArea, readonly string[]][]) {
    if (paths.some((candidate) => candidate.toLowerCase() === path)) return area;
  }
  return null;
}
