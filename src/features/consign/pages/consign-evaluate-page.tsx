import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { ErrorState } from '../../../components/query-state/error-state';
import { LoadingState } from '../../../components/query-state/loading-state';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { detectionFormRecord, productParamRecord } from '../api/get-evaluation-info';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { EvaluateForm } from '../components/evaluate-form';
import { OfflineSubmitNotice, useCanSend } from '../components/offline-submit';
import {
  InspectionExplain,
  RecentEvaluations,
  YoupinLevels,
} from '../components/evaluation-extras';
import { PriceBar } from '../components/price-bar';
import { idParams, orderSuffix } from '../consign-params';
import { EMPTY_EVALUATE, evaluateDraft, evaluateInput, priceInputOf } from '../evaluate-form';
import { useFormDraft } from '../form-draft';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../consign.module.css';

function Evaluate({ productId, orderId }: { productId: number; orderId: number | null }) {
  const navigate = useNavigate();
  const param = productParamRecord.use({ productId });
  const form = detectionFormRecord.use({ productId });
  const draft = useFormDraft(`evaluate:${productId}`, evaluateDraft, EMPTY_EVALUATE);
  const submit = useSubmitEvaluation();
  const [error, setError] = useState<string | null>(null);
  const online = useCanSend();

  const failed = param.error ?? form.error;
  if (failed) {
    const retry = () => void Promise.all([param.refresh(), form.refresh()]);
    return (
      <ErrorState title="机型信息加载失败" description={userMessageOf(failed)} onRetry={retry} />
    );
  }
  if (!param.data || !form.data) return <LoadingState lines={6} />;
  const questionIds = form.data.questions.map((q) => q.id);

  const send = () => {
    const checked = evaluateInput(productId, draft.value, questionIds);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    submit.submit(checked.input, {
      onSuccess: (evaluation) => {
        draft.clear();
        void navigate(
          `/consignOrder?evaluationId=${evaluation.evaluationId}${orderSuffix(orderId)}`,
        );
      },
    });
  };

  return (
    <>
      <div className={styles.cardTitle}>{param.data.name}</div>
      {draft.restored && <Notice tone="info" text="已恢复您上次未提交的估价内容" />}
      <RecentEvaluations />
      <EvaluateForm param={param.data} form={form.data} draft={draft.value} onChange={draft.set} />
      <PriceBar input={priceInputOf(productId, draft.value, questionIds)} />
      <YoupinLevels productId={productId} />
      <InspectionExplain />
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {!online && <OfflineSubmitNotice />}
      <Button
        block
        look="primary"
        size="large"
        disabled={submit.busy || !online}
        loading={submit.busy}
        onClick={send}
      >
        提交估价
      </Button>
    </>
  );
}

/** /consignEvaluate?productId=…: describe the phone, see its reference price move, submit. */
export default function ConsignEvaluatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { productId, orderId } = idParams(params);
  return (
    <SellerOnly title="估价" need="寄卖估价、下单与发货需要卖家身份">
      <NavHeader title="估价" />
      <div className={styles.page}>
        {productId === null ? (
          <ErrorState
            title="机型不存在"
            description="链接有误，请重新选择机型"
            actionText="重新选择"
            onRetry={() => void navigate('/consignPick', { replace: true })}
          />
        ) : (
          <Evaluate productId={productId} orderId={orderId} />
        )}
      </div>
    </SellerOnly>
  );
}
