/**
 * The experiment result of spec 001 §3 with its zod/mini schema, and the parser
 * for the experiment service's answer (untrusted: bad items are dropped, never
 * thrown). Pure. The contract file abtest.ts re-exports all of it. The types and
 * the link rule live in src/shared/abtest, which the experiment service shares.
 */
import * as z from 'zod/mini';
import { controlLinkProblem, isSafeExperimentLink } from '../../shared/abtest/links';
import type {
  ExperimentResult,
  ExperimentType,
  ExperimentVariable,
  LinkMatchType,
  ParamValueType,
  VariableType,
} from '../../shared/abtest/result-types';
import { validateVisualChanges } from '../../shared/abtest/visual-changes';
import { ownJson } from '../../shared/own-json';

export { isSafeExperimentLink };
export type {
  ExperimentResult,
  ExperimentType,
  ExperimentVariable,
  LinkMatchType,
  ParamValue,
  ParamValueOf,
  ParamValueType,
  VariableType,
} from '../../shared/abtest/result-types';

export const EXPERIMENT_TYPES: readonly ExperimentType[] = ['LINK', 'VISUAL', 'CODE'];
export const LINK_MATCH_TYPES: readonly LinkMatchType[] = ['STRICT', 'FUZZY', 'REGEXP'];
export const VARIABLE_TYPES: readonly VariableType[] = ['INTEGER', 'STRING', 'JSON', 'BOOLEAN'];
export const PARAM_VALUE_TYPES: readonly ParamValueType[] = [
  'Number',
  'String',
  'Object',
  'Boolean',
];

/**
 * The schemas, built on first use: a page that only matches links or reads
 * variables then leaves zod out of its bundle (a top-level schema is a call a
 * bundler must keep). The worker parses the service's answers.
 */
function buildSchemas() {
  // spec 001 §9: ids up to 255, names up to 100.
  const id = z.pipe(
    z.union([z.string().check(z.minLength(1), z.maxLength(255)), z.int()]),
    z.transform((value: string | number) => String(value)),
  );
  // Variable values travel as strings; a number or boolean from a lax server is read as its text.
  const variableValue = z.pipe(
    z.union([z.string().check(z.maxLength(65_536)), z.number(), z.boolean()]),
    z.transform((value: string | number | boolean) => String(value)),
  );
  const link = z.string().check(z.minLength(1), z.maxLength(2048));
  const variable = z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    type: z.enum(['INTEGER', 'STRING', 'JSON', 'BOOLEAN']),
    value: variableValue,
  });
  // The fields every result may carry; per-type rules are checked in parseExperimentResult.
  const result = z.object({
    abtest_experiment_id: id,
    abtest_experiment_group_id: id,
    abtest_experiment_result_id: id,
    experiment_type: z.enum(['LINK', 'VISUAL', 'CODE']),
    is_control_group: z._default(z.boolean(), false),
    control_link: z.optional(link),
    experiment_link: z.optional(link),
    link_match_type: z.optional(z.enum(['STRICT', 'FUZZY', 'REGEXP'])),
    variables: z._default(z.array(variable), []),
    changes: z.optional(z.unknown()),
  });
  return { variable, result };
}

type Schemas = ReturnType<typeof buildSchemas>;
let schemas: Schemas | undefined;

/** The zod/mini schemas of a result and of one variable (built once). */
export function experimentSchemas(): Schemas {
  schemas ??= buildSchemas();
  return schemas;
}

// The schema's output must be exactly the shared type (a compile error otherwise), so
// the type the server also builds cannot drift from what the SDK accepts. Types only:
// nothing of it reaches a bundle.
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type _VariableSchemaIsSharedType = Holds<
  SameType<z.infer<Schemas['variable']>, ExperimentVariable>
>;

export type ExperimentResponse =
  { ok: true; results: ExperimentResult[]; dropped: number } | { ok: false; error: string };

/** One result, checked against its type's rules; null when unusable. Never throws. */
export function parseExperimentResult(raw: unknown): ExperimentResult | null {
  // zod reads inherited members: only the answer's own fields count.
  return parseOwnResult(ownJson(raw));
}

function parseOwnResult(raw: unknown): ExperimentResult | null {
  const parsed = experimentSchemas().result.safeParse(raw);
  if (!parsed.success) return null;
  const { changes, ...fields } = parsed.data;
  const result: ExperimentResult = { ...fields };
  // A control link that names no page would match every page (or none): the result is unusable.
  if (result.control_link !== undefined && result.link_match_type !== undefined) {
    if (controlLinkProblem(result.control_link, result.link_match_type) !== null) return null;
  }
  if (result.experiment_type === 'LINK') {
    if (!result.control_link || !result.link_match_type) return null;
    // The control group stays; every other group needs somewhere safe to go.
    if (!result.is_control_group && !result.experiment_link) return null;
    if (result.experiment_link && !isSafeExperimentLink(result.experiment_link)) return null;
  }
  if (result.experiment_type === 'VISUAL') {
    if (!result.is_control_group || changes !== undefined) {
      const checked = validateVisualChanges(changes);
      if (!checked.ok) return null;
      result.changes = checked.changes;
    }
  }
  return result;
}

/** The items of a results array that parse; the first of a repeated experiment id wins. */
export function parseExperimentResults(raw: unknown): ExperimentResult[] {
  return parseOwnResults(ownJson(raw));
}

function parseOwnResults(own: unknown): ExperimentResult[] {
  if (!Array.isArray(own)) return [];
  const seen = new Set<string>();
  const results: ExperimentResult[] = [];
  for (const item of own) {
    const result = parseOwnResult(item);
    if (!result || seen.has(result.abtest_experiment_id)) continue;
    seen.add(result.abtest_experiment_id);
    results.push(result);
  }
  return results;
}

/** The service's whole answer: `{ status: 'SUCCESS', results }`, or why it is unusable. */
export function parseExperimentResponse(raw: unknown): ExperimentResponse {
  const own = ownJson(raw);
  if (typeof own !== 'object' || own === null)
    return { ok: false, error: 'answer is not an object' };
  const { status, results, error } = own as Record<string, unknown>;
  if (status !== 'SUCCESS') {
    const detail = typeof error === 'string' ? `: ${error.slice(0, 200)}` : '';
    return { ok: false, error: `status is ${String(status)}${detail}` };
  }
  if (!Array.isArray(results)) return { ok: false, error: 'results is not an array' };
  const parsed = parseOwnResults(results);
  return { ok: true, results: parsed, dropped: results.length - parsed.length };
}
