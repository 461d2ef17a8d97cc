import { NavHeader } from '../../../components/nav-header/nav-header';
import { ConsentPanel } from '../components/consent-panel';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../seller-pages.module.css';

/** /xiaodangDetectionPrivacy (spec 000 §2 "Other"): the inspection tool's privacy notice. */
export default function XiaodangDetectionPrivacyPage() {
  return (
    <>
      <NavHeader title="小当检测隐私说明" />
      <div className={styles.page}>
        <SellerOnly need="此页面为卖家专属功能">
          <ConsentPanel kind="privacy" title="小当检测隐私政策">
            <p>小当检测用于在寄售前检测手机的硬件与成色，帮助您获得更准确的估价。</p>
            <p>
              检测时我们会读取设备型号、存储容量、电池健康度、屏幕与传感器的检测结果，仅用于本次估价与质检比对，不会读取您的通讯录、短信和照片内容。
            </p>
            <p>
              检测结果随寄售订单保存，订单完成后 180
              天删除；您可随时撤回同意，撤回后将无法使用小当检测。
            </p>
          </ConsentPanel>
        </SellerOnly>
      </div>
    </>
  );
}
