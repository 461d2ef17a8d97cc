import { defineRecord } from '../../../api/query/define-record';
import {
  checkExplainConfig,
  detectionFormInit,
  evaluationProductParam,
  evaluationRandom,
  youpinEvaluation,
} from '../../../shared/contracts/seller-evaluation';

// What the evaluation page reads about one model before the seller answers.
export const productParamRecord = defineRecord(evaluationProductParam);
export const detectionFormRecord = defineRecord(detectionFormInit, {
  isEmpty: (form) => form.questions.length === 0,
});
export const explainConfigRecord = defineRecord(checkExplainConfig);
export const youpinRecord = defineRecord(youpinEvaluation);
export const randomEvaluationRecord = defineRecord(evaluationRandom);
