import * as z from 'zod/mini';
import { evaluationSubmit } from '../../shared/contracts/seller-evaluation';

/** What the seller picked on /consignEvaluate: kept as a draft on the phone (form-draft.ts). */
export const evaluateDraft = z.object({
  storageIndex: z.optional(z.int()),
  colourIndex: z.optional(z.int()),
  /** questionId → optionId */
  answers: z.record(z.string(), z.int()),
});
export type EvaluateDraft = z.infer<typeof evaluateDraft>;
export type EvaluateInput = z.infer<typeof evaluationSubmit.input>;

export const EMPTY_EVALUATE: EvaluateDraft = { answers: {} };

function answersOf(draft: EvaluateDraft, questionIds: readonly number[]) {
  return questionIds.flatMap((questionId) => {
    const optionId = draft.answers[String(questionId)];
    return optionId === undefined ? [] : [{ questionId, optionId }];
  });
}

/** The picks so far checked by the contract: its input, or its first message. */
function checked(productId: number, draft: EvaluateDraft, questionIds: readonly number[]) {
  return evaluationSubmit.input.safeParse({
    productId,
    storageIndex: draft.storageIndex ?? -1,
    colourIndex: draft.colourIndex ?? -1,
    answers: answersOf(draft, questionIds),
  });
}

/** The draft as the submit's input, or the first message to show (nothing is sent then). */
export function evaluateInput(
  productId: number,
  draft: EvaluateDraft,
  questionIds: readonly number[],
): { ok: true; input: EvaluateInput } | { ok: false; message: string } {
  const result = checked(productId, draft, questionIds);
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? '请完成估价' };
  if (result.data.answers.length < questionIds.length)
    return { ok: false, message: '请完成检测项' };
  return { ok: true, input: result.data };
}

/** The reference price's input: it moves with each pick once storage, colour and one answer are in. */
export function priceInputOf(
  productId: number,
  draft: EvaluateDraft,
  questionIds: readonly number[],
): EvaluateInput | null {
  const result = checked(productId, draft, questionIds);
  return result.success ? result.data : null;
}
