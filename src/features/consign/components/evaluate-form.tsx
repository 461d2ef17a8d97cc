import type * as z from 'zod/mini';
import type {
  detectionFormInit,
  evaluationProductParam,
} from '../../../shared/contracts/seller-evaluation';
import type { EvaluateDraft } from '../evaluate-form';
import styles from '../consign.module.css';
import { ChipGroup } from './chip-group';

type Param = z.infer<typeof evaluationProductParam.data>;
type Form = z.infer<typeof detectionFormInit.data>;

interface Props {
  param: Param;
  form: Form;
  draft: EvaluateDraft;
  onChange: (update: (previous: EvaluateDraft) => EvaluateDraft) => void;
}

/** Storage, colour and one answer per detection question. */
export function EvaluateForm({ param, form, draft, onChange }: Props) {
  return (
    <>
      <section className={styles.card} aria-label="规格">
        <div className={styles.cardTitle}>存储容量</div>
        <ChipGroup
          label="存储容量"
          options={param.storages.map((o) => ({ key: o.index, text: o.label }))}
          value={draft.storageIndex}
          onChange={(storageIndex) => onChange((d) => ({ ...d, storageIndex }))}
        />
        <div className={styles.cardTitle} style={{ marginTop: 12 }}>
          颜色
        </div>
        <ChipGroup
          label="颜色"
          options={param.colours.map((o) => ({ key: o.index, text: o.label }))}
          value={draft.colourIndex}
          onChange={(colourIndex) => onChange((d) => ({ ...d, colourIndex }))}
        />
      </section>
      {form.questions.map((question) => (
        <section key={question.id} className={styles.card} aria-label={question.title}>
          <div className={styles.cardTitle}>{question.title}</div>
          <ChipGroup
            label={question.title}
            options={question.options.map((o) => ({ key: o.id, text: o.name }))}
            value={draft.answers[String(question.id)]}
            onChange={(optionId) =>
              onChange((d) => ({
                ...d,
                answers: { ...d.answers, [String(question.id)]: optionId },
              }))
            }
          />
        </section>
      ))}
    </>
  );
}
