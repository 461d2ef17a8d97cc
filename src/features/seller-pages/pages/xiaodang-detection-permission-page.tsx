import { NavHeader } from '../../../components/nav-header/nav-header';
import { ConsentPanel } from '../components/consent-panel';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../seller-pages.module.css';

/** /xiaodangDetectionPermission (spec 000 §2 "Other"): the permissions the inspection tool asks for. */
export default function XiaodangDetectionPermissionPage() {
  return (
    <>
      <NavHeader title="小当检测权限申请" />
      <div className={styles.page}>
        <SellerOnly need="此页面为卖家专属功能">
          <ConsentPanel kind="permission" title="小当检测需要以下权限">
            <p>相机：拍摄屏幕与外观，检测坏点、划痕与摄像头。</p>
            <p>麦克风与扬声器：检测通话与外放是否正常。</p>
            <p>传感器与设备信息：读取型号、容量与电池健康度。</p>
            <p>权限仅在检测过程中使用，检测结束即停止；拒绝后不影响寄售的其他功能。</p>
          </ConsentPanel>
        </SellerOnly>
      </div>
    </>
  );
}
