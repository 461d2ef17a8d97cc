import { call } from '../../../api/call';
import { defineChange } from '../../../api/query/define-change';
import { evaluationSubmit, evaluationSubmitV2 } from '../../../shared/contracts/seller-evaluation';
import { withV1Fallback } from '../v2-fallback';

/**
 * 提交估价: submit/v2, or submit on a platform without v2 (spec 000 §7). One
 * user action, one Idempotency-Key, whichever path answers; offline it waits
 * and is sent once when the network returns (safe to resume with its key).
 */
export const submitEvaluationChange = defineChange(evaluationSubmit, {
  send: ({ input, idempotencyKey: key }) =>
    withV1Fallback(
      () => call(evaluationSubmitV2, input, { key, noToast: true }),
      () => call(evaluationSubmit, input, { key }),
    ),
});
