import { z } from 'zod';
import { controlLinkProblem, isSafeExperimentLink } from '../../src/shared/abtest/links';
import { convertVariable, MAX_STRING_VARIABLE_LENGTH } from '../../src/shared/abtest/variables';
import { validateVisualChanges, type VisualChange } from '../../src/shared/abtest/visual-changes';
import { parseInput, type Parsed } from '../http/validate';

/**
 * The operator API's experiment body (CONTRACTS.md "The operator API"), checked
 * field by field so that a 400 names what is wrong. Links, variables and visual
 * changes pass the same pure checks the SDK applies, so nothing the server
 * stores is refused by the client.
 */
// spec 001 §9: ids up to 255, names up to 100.
const id = z.union([z.string().trim().min(1).max(255), z.int().transform(String)]);
const link = z.string().min(1).max(2048);

const variable = z.object({
  name: z.string().min(1).max(100),
  type: z.enum(['INTEGER', 'STRING', 'JSON', 'BOOLEAN']),
  value: z.string().max(65_536),
});

const group = z.object({
  abtest_experiment_group_id: id,
  is_control: z.boolean(),
  // A number, as CONTRACTS.md says; assignment works in whole buckets (1 %), so 33.5 covers 34.
  percent: z.number().min(0).max(100),
  experiment_link: link.optional(),
  variables: z.array(variable).max(50).optional(),
  changes: z.unknown().optional(),
});

const experimentBody = z.object({
  experiment_type: z.enum(['LINK', 'VISUAL', 'CODE']),
  status: z.enum(['RUNNING', 'STOPPED']),
  control_link: link.optional(),
  link_match_type: z.enum(['STRICT', 'FUZZY', 'REGEXP']).optional(),
  groups: z.array(group).min(1).max(20),
});

export type ExperimentBody = z.infer<typeof experimentBody>;
export type ExperimentGroup = Omit<ExperimentBody['groups'][number], 'changes'> & {
  changes?: VisualChange[];
};
/** A stored experiment: the body, its id (the path wins) and its version. */
export type Experiment = Omit<ExperimentBody, 'groups'> & {
  abtest_experiment_id: string;
  groups: ExperimentGroup[];
};

export const experimentIdParam = z.string().trim().min(1).max(255);

const VALUE_RULES: Record<z.infer<typeof variable>['type'], string> = {
  INTEGER: 'a finite number',
  STRING: `at most ${MAX_STRING_VARIABLE_LENGTH} characters`,
  JSON: 'a JSON object or array',
  BOOLEAN: 'true or false',
};

function checkGroup(body: ExperimentBody, index: number): Parsed<ExperimentGroup> {
  const where = `groups.${index}`;
  const { changes, ...rest } = body.groups[index] as ExperimentBody['groups'][number];
  const checked: ExperimentGroup = { ...rest };
  const names = new Set<string>();
  for (const [at, item] of (rest.variables ?? []).entries()) {
    if (names.has(item.name))
      return { ok: false, message: `${where}.variables.${at}.name: repeated` };
    names.add(item.name);
    if (convertVariable(item) === undefined)
      return {
        ok: false,
        message: `${where}.variables.${at}.value: not a valid ${item.type} (${VALUE_RULES[item.type]})`,
      };
  }
  if (body.experiment_type === 'LINK' && !rest.is_control && !rest.experiment_link)
    return { ok: false, message: `${where}.experiment_link: required for a LINK test group` };
  // Checked on every group that has one: the SDK drops a result with an unsafe link.
  if (rest.experiment_link !== undefined && !isSafeExperimentLink(rest.experiment_link))
    return { ok: false, message: `${where}.experiment_link: must be http(s) or a path` };
  if (body.experiment_type === 'VISUAL' && (!rest.is_control || changes !== undefined)) {
    const visual = validateVisualChanges(changes);
    if (!visual.ok) return { ok: false, message: `${where}.${visual.error}` };
    checked.changes = visual.changes;
  }
  return { ok: true, value: checked };
}

/** The body of PUT /abtest/admin/experiments/:id, with the cross-field rules. */
export function parseExperiment(experimentId: string, raw: unknown): Parsed<Experiment> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, message: 'body: must be a JSON object (experiment_type, status, groups)' };
  const parsed = parseInput(experimentBody, raw);
  if (!parsed.ok) return parsed;
  const body = parsed.value;
  // LINK needs its control page; VISUAL may name one to scope its changes to it.
  if (body.experiment_type === 'LINK' && !body.control_link)
    return { ok: false, message: 'control_link: required for LINK' };
  if (body.control_link && !body.link_match_type)
    return { ok: false, message: 'link_match_type: required with control_link' };
  if (body.control_link !== undefined && body.link_match_type) {
    // The SDK never matches such a link (matchLink): refuse it rather than store a dead test.
    const problem = controlLinkProblem(body.control_link, body.link_match_type);
    if (problem) return { ok: false, message: `control_link: ${problem}` };
  }
  const total = body.groups.reduce((sum, item) => sum + item.percent, 0);
  // A little slack for decimal sums such as 33.3 + 33.3 + 33.4.
  if (total > 100 + 1e-9)
    return { ok: false, message: `groups: percents sum to ${total}, at most 100` };
  const ids = new Set(body.groups.map((item) => item.abtest_experiment_group_id));
  if (ids.size !== body.groups.length)
    return { ok: false, message: 'groups: abtest_experiment_group_id repeated' };
  const groups: ExperimentGroup[] = [];
  for (const index of body.groups.keys()) {
    const checked = checkGroup(body, index);
    if (!checked.ok) return checked;
    groups.push(checked.value);
  }
  return { ok: true, value: { ...body, abtest_experiment_id: experimentId, groups } };
}
