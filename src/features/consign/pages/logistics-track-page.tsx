import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { formatShortDateTime } from '../../../lib/date-format';
import { useExpressInfo } from '../api/get-order-info';
import { expressNoParam } from '../consign-params';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../consign.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

const STATUS_TEXT = {
  collected: '已揽收',
  in_transit: '运输中',
  delivering: '派送中',
  signed: '已签收',
} as const;

function Track({ expressNo }: { expressNo: string }) {
  const info = useExpressInfo(expressNo);
  return (
    <QueryView
      view={info.view}
      onRetry={() => void info.refresh()}
      errorTitle="物流信息加载失败"
      errorDescription={info.error ? userMessageOf(info.error) : undefined}
      emptyTitle="暂无物流信息"
    >
      {info.data && (
        <section className={styles.card} aria-label="物流轨迹">
          <div className={styles.row}>
            <span className={styles.cardTitle} style={{ flex: 1 }}>
              {info.data.company} {info.data.expressNo}
            </span>
            <span data-express-status={info.data.status}>{STATUS_TEXT[info.data.status]}</span>
          </div>
          <ol className={styles.timeline}>
            {info.data.traces.map((trace) => (
              <li key={`${trace.time}-${trace.description}`}>
                <div>{trace.description}</div>
                <div className={styles.muted}>
                  {formatShortDateTime(trace.time)} · {trace.location}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </QueryView>
  );
}

/** /logisticsTrack?expressNo=… (spec 000 §2): the shipment as a timeline, newest first. */
export default function LogisticsTrackPage() {
  const [params] = useSearchParams();
  const expressNo = expressNoParam(params.get('expressNo'));
  return (
    <SellerOnly title="物流详情" need="寄卖估价、下单与发货需要卖家身份">
      <NavHeader title="物流详情" />
      <div className={styles.page}>
        {expressNo === null ? (
          <BadLinkState title="快递单号有误" />
        ) : (
          <Track expressNo={expressNo} />
        )}
      </div>
    </SellerOnly>
  );
}
