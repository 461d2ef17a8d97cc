import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { pictureTemplateRecord } from '../api/get-release-info';
import { PhotoSlot } from '../components/photo-slot';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import { itemIdFromParam } from '../release-params';
import { readSavedForm, releaseScope, useSavedForm } from '../release-store';
import { hasInAppHistory } from '../../../components/nav-header/back-action';
import styles from '../release.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

function PhotoSlots({ itemId }: { itemId: number }) {
  const navigate = useNavigate();
  const template = pictureTemplateRecord.use({ itemId });
  const { saved, edit } = useSavedForm(releaseScope(itemId));
  const pictures = saved?.form.pictures ?? {};
  return (
    <QueryView
      view={template.view}
      onRetry={() => void template.refresh()}
      errorTitle="拍照要求加载失败"
      errorDescription={template.error ? userMessageOf(template.error) : undefined}
    >
      <p className={styles.hint}>请按提示拍摄或从相册选择，照片会在手机上压缩后上传。</p>
      <div className={styles.slots}>
        {template.data?.slots.map((slot) => (
          <PhotoSlot
            key={slot.key}
            slot={slot}
            pictureId={pictures[slot.key]}
            // Read at answer time: another slot may have finished meanwhile.
            onUploaded={(pictureId) =>
              edit({
                pictures: {
                  ...readSavedForm(releaseScope(itemId))?.form.pictures,
                  [slot.key]: pictureId,
                },
              })
            }
          />
        ))}
      </div>
      <Button
        block
        look="primary"
        onClick={() => {
          if (hasInAppHistory(window.history.state)) void navigate(-1);
          else void navigate(`/goodsRelease?itemId=${itemId}`, { replace: true });
        }}
      >
        完成
      </Button>
    </QueryView>
  );
}

/**
 * /goodsReleasePhotos?itemId=… (issue 16, a goods-release page kept alive): the
 * template's photos from the camera or gallery, into the form kept on the phone.
 */
export default function GoodsReleasePhotosPage() {
  const [params] = useSearchParams();
  const itemId = itemIdFromParam(params.get('itemId'));
  return (
    <>
      <NavHeader title="商品照片" />
      <div className={styles.page}>
        <SellerOnly need="发布寄卖商品需要卖家身份">
          {itemId === null ? <BadLinkState title="商品不存在" /> : <PhotoSlots itemId={itemId} />}
        </SellerOnly>
      </div>
    </>
  );
}
