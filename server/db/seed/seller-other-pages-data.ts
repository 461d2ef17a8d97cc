/**
 * Seed of the seller's "Other" pages (issue 18): the privacy list the app shows
 * (/infoCollectionList, as the personal-information rules ask: what, why, where)
 * and the demo sellers' company licences.
 */
export const INFO_COLLECTION_ITEMS: ReadonlyArray<{
  category: string;
  name: string;
  purpose: string;
  scene: string;
}> = [
  {
    category: '账号信息',
    name: '手机号码',
    purpose: '注册登录、身份核验与交易通知',
    scene: '登录、注册、找回密码',
  },
  {
    category: '账号信息',
    name: '昵称与头像',
    purpose: '在交易中展示卖家身份',
    scene: '个人中心、商品详情',
  },
  {
    category: '身份信息',
    name: '姓名与身份证号',
    purpose: '实名认证，满足法律法规要求',
    scene: '开通钱包、提现',
  },
  {
    category: '财产信息',
    name: '银行卡号',
    purpose: '保证金充值、货款结算与提现',
    scene: '银行卡管理、充值、提现',
  },
  {
    category: '交易信息',
    name: '寄售订单与物流单号',
    purpose: '跟踪寄售商品的寄送与退回',
    scene: '寄售订单、物流跟踪',
  },
  {
    category: '设备信息',
    name: '设备型号与系统版本',
    purpose: '适配页面显示、保障账号安全',
    scene: '全部页面',
  },
  {
    category: '设备信息',
    name: '相机与相册',
    purpose: '拍摄与上传商品照片、营业执照',
    scene: '申请复检、企业资质、发布商品',
  },
  {
    category: '位置信息',
    name: '大致位置',
    purpose: '推荐就近的仓库与寄件方式',
    scene: '寄售下单、退货地址',
  },
  {
    category: '检测信息',
    name: '手机检测结果',
    purpose: '小当检测工具评估机况与估价',
    scene: '小当检测',
  },
];

export const DEMO_QUALIFICATIONS: Readonly<
  Record<
    number,
    {
      companyName: string;
      creditCode: string;
      legalPerson: string;
      registeredAddress: string;
      validUntil: string;
    }
  >
> = {
  1: {
    companyName: '杭州优品数码科技有限公司',
    creditCode: '91330106MA2H3K4L5P',
    legalPerson: '张伟',
    registeredAddress: '浙江省杭州市西湖区文三路 90 号 501 室',
    validUntil: '长期',
  },
  3: {
    companyName: '深圳市南山易换通讯器材有限公司',
    creditCode: '91440300MA5F6G7H8J',
    legalPerson: '李娜',
    registeredAddress: '广东省深圳市南山区高新南七道 12 号 803',
    validUntil: '2031-06-30',
  },
};
