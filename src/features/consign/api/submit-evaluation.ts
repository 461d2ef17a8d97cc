import { call } from '../../../api/call';
import { defineChange } from '../../../api/query/define-change';
import { useChange } from '../../../api/query/use-change';
import { evaluationSubmit, evaluationSubmitV2 } from '../../../shared/contracts/seller-evaluation';
import { withV1Fallback } from '../../../api/v1-fallback';

/**
 * 提交估价: submit/v2, or submit on a platform without v2 (spec 000 §7). One
 * user action, one Idempotency-Key, whichever path answers. It is not queued
 * offline ('always': registering it at boot would cost every route ~4 KB of
 * the shell); what was typed stays on the phone as the page's draft instead.
 */
const submitEvaluationChange = defineChange(evaluationSubmit, {
  networkMode: 'always',
  send: ({ input, idempotencyKey: key }) =>
    withV1Fallback(
      () => call(evaluationSubmitV2, input, { key, noToast: true }),
      () => call(evaluationSubmit, input, { key }),
    ),
});

export function useSubmitEvaluation() {
  return useChange(submitEvaluationChange);
}
