import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { useRecordInfo } from '../api/get-record-info';
import { RecordFields } from '../components/record-fields';
import { positiveIntParam } from '../../../lib/query-param';
import styles from '../records.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

function RecordDetail({ recordId }: { recordId: number }) {
  const info = useRecordInfo(recordId);
  const navigate = useNavigate();
  return (
    <QueryView
      view={info.view}
      onRetry={() => void info.refresh()}
      errorTitle="明细加载失败"
      errorDescription={info.error ? userMessageOf(info.error) : undefined}
    >
      {info.data && (
        <>
          <RecordFields record={info.data} />
          <div className={styles.actions}>
            <Button
              block
              look="outline"
              onClick={() => void navigate(`/secondParticularsDetails?id=${recordId}`)}
            >
              查看记账明细
            </Button>
          </div>
        </>
      )}
    </QueryView>
  );
}

/** /particularsDetails?id=… (spec 000 §2): one record of the caller's wallet or margin account. */
export default function ParticularsDetailsPage() {
  const [params] = useSearchParams();
  const recordId = positiveIntParam(params.get('id'));
  return (
    <>
      <NavHeader title="明细详情" />
      <div className={styles.page}>
        {recordId === null ? (
          <BadLinkState title="记录不存在" />
        ) : (
          <RecordDetail recordId={recordId} />
        )}
      </div>
    </>
  );
}
