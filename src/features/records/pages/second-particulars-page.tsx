import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { useRecordInfo } from '../api/get-record-info';
import { RecordLegs } from '../components/record-legs';
import { RECORD_TYPE_NAMES, chinaDateTime, signedMoney } from '../record-text';
import { positiveIntParam } from '../../../lib/query-param';
import styles from '../records.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

function SecondLevel({ recordId }: { recordId: number }) {
  const info = useRecordInfo(recordId);
  const record = info.data;
  return (
    <QueryView
      view={info.view}
      onRetry={() => void info.refresh()}
      errorTitle="记账明细加载失败"
      errorDescription={info.error ? userMessageOf(info.error) : undefined}
    >
      {record && (
        <>
          <section className={styles.card} aria-label="记录摘要">
            <List>
              <ListItem extra={RECORD_TYPE_NAMES[record.type]}>业务</ListItem>
              <ListItem extra={signedMoney(record.amountCents)}>金额</ListItem>
              <ListItem extra={chinaDateTime(record.createdAt)}>时间</ListItem>
              {record.payNo && <ListItem extra={record.payNo}>支付单号</ListItem>}
            </List>
          </section>
          <RecordLegs legs={record.legs} />
        </>
      )}
    </QueryView>
  );
}

/**
 * /secondParticularsDetails?id=… (spec 000 §2): the second level of a record,
 * the ledger legs of the operation behind it (pa/amount/info): every account
 * the money left or reached, with the caller's balances after it.
 */
export default function SecondParticularsPage() {
  const [params] = useSearchParams();
  const recordId = positiveIntParam(params.get('id'));
  return (
    <>
      <NavHeader title="记账明细" />
      <div className={styles.page}>
        {recordId === null ? (
          <BadLinkState title="记录不存在" />
        ) : (
          <SecondLevel recordId={recordId} />
        )}
      </div>
    </>
  );
}
