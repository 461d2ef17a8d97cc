import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { LoadingState } from '../../../components/query-state/loading-state';
import { QueryView } from '../../../components/query-state/query-view';
import { Sheet } from '../../../components/sheet/sheet';
import { useGoodsDetail } from '../api/get-goods-detail';
import AuctionCard from '../components/auction-card';
import { ItemCard, PriceCard, RecheckCard, ReturnFeeCard } from '../components/goods-cards';
import { GoodsActions, type DetailSheet } from '../components/goods-actions';
import { merchandiseIdFromParam, type DirectGoods } from '../goods-params';
import styles from '../direct-goods.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

// The sheets load when the seller taps an action, not with the page (route budget).
const PriceForm = lazy(() => import('../components/price-form'));
const RecheckForm = lazy(() => import('../components/recheck-form'));
const ReturnFlow = lazy(() => import('../components/return-flow'));

function SheetContent({
  sheet,
  item,
  onClose,
}: {
  sheet: DetailSheet;
  item: DirectGoods;
  onClose: () => void;
}) {
  if (sheet.kind === 'price')
    return <PriceForm action={sheet.action} item={item} onClose={onClose} />;
  if (sheet.kind === 'recheck')
    return <RecheckForm merchandiseId={item.merchandiseId} onClose={onClose} />;
  return <ReturnFlow merchandiseIds={[item.merchandiseId]} fees={sheet.fees} onClose={onClose} />;
}

function GoodsDetail({ merchandiseId }: { merchandiseId: number }) {
  const detail = useGoodsDetail(merchandiseId);
  const [sheet, setSheet] = useState<DetailSheet | null>(null);
  const item = detail.data;
  const close = () => setSheet(null);
  return (
    <QueryView
      view={detail.view}
      onRetry={() => void detail.refresh()}
      errorTitle="商品加载失败"
      errorDescription={detail.error ? userMessageOf(detail.error) : undefined}
    >
      {item && (
        <>
          <ItemCard item={item} />
          <PriceCard item={item} />
          <AuctionCard merchandiseId={merchandiseId} />
          <RecheckCard item={item} />
          <ReturnFeeCard item={item} />
          <GoodsActions item={item} onOpen={setSheet} />
          <Sheet open={sheet !== null} onClose={close} label="商品操作">
            {sheet && (
              <Suspense fallback={<LoadingState lines={3} />}>
                <SheetContent sheet={sheet} item={item} onClose={close} />
              </Suspense>
            )}
          </Sheet>
        </>
      )}
    </QueryView>
  );
}

/**
 * /directGoodsDetail?id=… (spec 000 §2): one of the seller's direct-sale goods
 * with its prices, auction, re-check and return fee, and the actions its state
 * allows: confirm or change the reserve price, change the on-shelf price, ask
 * for a re-check, return it and pay the return fee. The id is untrusted.
 */
export default function DirectGoodsDetailPage() {
  const [params] = useSearchParams();
  const merchandiseId = merchandiseIdFromParam(params.get('id'));
  return (
    <>
      <NavHeader title="商品详情" />
      <div className={styles.page}>
        {merchandiseId === null ? (
          <BadLinkState title="商品不存在" />
        ) : (
          <GoodsDetail merchandiseId={merchandiseId} />
        )}
      </div>
    </>
  );
}
