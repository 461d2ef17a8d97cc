import { useNavigate } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useRefundRecords } from '../api/get-refund-records';
import { RecordRow } from '../components/record-row';
import styles from '../records.module.css';

/** /refundRecordDetailList (spec 000 §2): withdrawals returned to the wallet, newest first. */
export default function RefundRecordsPage() {
  const list = useRefundRecords();
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <>
      <NavHeader title="退回记录" />
      <div className={styles.page}>
        <PagedList
          query={list}
          online={online}
          keyOf={(record) => record.id}
          emptyTitle="暂无退回记录"
          errorTitle="退回记录加载失败"
          renderItem={(record) => (
            <RecordRow
              record={record}
              onOpen={() => void navigate(`/particularsDetails?id=${record.recordId}`)}
            />
          )}
        />
      </div>
    </>
  );
}
