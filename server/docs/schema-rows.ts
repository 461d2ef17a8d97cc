import * as z from 'zod/mini';

/** One line of a field table in docs/api.md. */
export interface FieldRow {
  field: string;
  type: string;
  required: boolean;
  rules: string;
}

// The JSON Schema subset z.toJSONSchema writes for our contracts.
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const SAFE = Number.MAX_SAFE_INTEGER;

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'unknown'}[]`;
  return schema.type ?? 'unknown';
}

// Integer bounds at ±MAX_SAFE_INTEGER are zod's int range, not a rule of ours.
function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  if (schema.minimum !== undefined && Math.abs(schema.minimum) < SAFE)
    rules.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) < SAFE)
    rules.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) rules.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) rules.push(`length ≤ ${schema.maxLength}`);
  if (schema.pattern !== undefined)
    rules.push(`matches \`${schema.pattern.replaceAll('|', '\\|')}\``);
  for (const option of schema.anyOf ?? []) {
    const nested = rulesOf(option);
    if (nested) rules.push(nested);
  }
  return rules.join(', ');
}

function objectRows(schema: JsonSchema, prefix: string, rows: FieldRow[], depth: number): void {
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const isObject = field.type === 'object' && field.properties;
    const isObjectList = field.type === 'array' && field.items?.type === 'object';
    rows.push({
      field: path,
      type: isObject ? 'object' : isObjectList ? 'object[]' : typeOf(field),
      required: required.has(name),
      rules: rulesOf(field),
    });
    if (depth > 6) continue;
    if (isObject) objectRows(field, `${path}.`, rows, depth + 1);
    if (isObjectList && field.items) objectRows(field.items, `${path}[].`, rows, depth + 1);
  }
}

/**
 * The fields of a zod/mini schema as table rows, from z.toJSONSchema: the input
 * as the app sends it ('input'), the data as the server answers it ('output').
 * A schema that is no object is one row named '(value)'.
 */
export function schemaRows(schema: z.ZodMiniType, io: 'input' | 'output'): FieldRow[] {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const rows: FieldRow[] = [];
  if (json.type === 'object') objectRows(json, '', rows, 0);
  else rows.push({ field: '(value)', type: typeOf(json), required: true, rules: rulesOf(json) });
  return rows;
}
