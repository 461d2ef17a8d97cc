import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { EmptyState } from '../../../components/query-state/empty-state';
import { ErrorState } from '../../../components/query-state/error-state';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { useRecordInfo } from '../api/get-record-info';
import { useRecordPayment } from '../api/get-record-payment';
import { PaymentFields } from '../components/payment-fields';
import type { RecordDetail } from '../components/record-fields';
import { RECORD_TYPE_NAMES, moneyOfCents } from '../record-text';
import { positiveIntParam } from '../../../lib/query-param';
import styles from '../records.module.css';

function RelatedPayment({ payNo }: { payNo: string }) {
  const payment = useRecordPayment(payNo);
  return (
    <QueryView
      view={payment.view}
      onRetry={() => void payment.refresh()}
      errorTitle="关联支付加载失败"
      errorDescription={payment.error ? userMessageOf(payment.error) : undefined}
    >
      {payment.data && (
        <section className={styles.card} aria-label="关联支付">
          <PaymentFields payment={payment.data.payment} />
        </section>
      )}
    </QueryView>
  );
}

/** A transfer between accounts has no bank payment: its own entry is the second level. */
function LedgerEntry({ record }: { record: RecordDetail }) {
  const before = record.balanceAfterCents - record.amountCents;
  return (
    <section className={styles.card} aria-label="记账信息">
      <List>
        <ListItem extra={RECORD_TYPE_NAMES[record.type]}>业务</ListItem>
        <ListItem extra={moneyOfCents(before)}>变动前余额</ListItem>
        <ListItem extra={moneyOfCents(record.amountCents)}>变动金额</ListItem>
        <ListItem extra={moneyOfCents(record.balanceAfterCents)}>变动后余额</ListItem>
        <ListItem extra={record.memo}>备注</ListItem>
      </List>
      <EmptyState title="该笔为账户间划转，无银行支付单" />
    </section>
  );
}

function SecondLevel({ recordId }: { recordId: number }) {
  const info = useRecordInfo(recordId);
  return (
    <QueryView
      view={info.view}
      onRetry={() => void info.refresh()}
      errorTitle="明细加载失败"
      errorDescription={info.error ? userMessageOf(info.error) : undefined}
    >
      {info.data &&
        (info.data.payNo ? (
          <RelatedPayment payNo={info.data.payNo} />
        ) : (
          <LedgerEntry record={info.data} />
        ))}
    </QueryView>
  );
}

/**
 * /secondParticularsDetails?id=… (spec 000 §2): the second level of a record,
 * the bank payment behind it (card, fee, what arrived, status) or, for a
 * transfer between accounts, its ledger entry with the balances around it.
 */
export default function SecondParticularsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recordId = positiveIntParam(params.get('id'));
  return (
    <>
      <NavHeader title="关联详情" />
      <div className={styles.page}>
        {recordId === null ? (
          <ErrorState
            title="记录不存在"
            description="链接有误，请返回后重新选择"
            actionText="返回"
            onRetry={() => void navigate(-1)}
          />
        ) : (
          <SecondLevel recordId={recordId} />
        )}
      </div>
    </>
  );
}
