/**
 * Reading an experiment variable's text as its declared type (spec 001 §5, §9).
 * The operator API refuses a value this cannot read and the SDK reads values with
 * it (readVariable in src/sdk/core/abtest.ts), so both apply one rule. Pure.
 */
import type { ExperimentVariable, ParamValue } from './result-types';

// spec 001 §9 "Experiment/variable type limits": string values at most 500.
export const MAX_STRING_VARIABLE_LENGTH = 500;

/** A variable's value as its own type says (INTEGER → Number, …), or undefined when it does not parse. */
export function convertVariable(variable: ExperimentVariable): ParamValue | undefined {
  const { type, value } = variable;
  if (typeof value !== 'string') return undefined;
  switch (type) {
    case 'INTEGER': {
      // Number(), not parseFloat: '12abc' is a broken value, not 12.
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'STRING':
      // spec 001 §9: string values at most 500.
      return value.length <= MAX_STRING_VARIABLE_LENGTH ? value : undefined;
    case 'BOOLEAN':
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'JSON':
      try {
        const parsed: unknown = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null
          ? (parsed as Record<string, unknown> | unknown[])
          : undefined;
      } catch {
        return undefined;
      }
    default:
      return undefined;
  }
}
