import type * as z from 'zod/mini';

/** Checks one field's value: the message to show, or undefined when it passes. */
export type FieldRule = (value: string) => string | undefined;

/**
 * A form field checked with a contract's own schema (src/shared/field-rules.ts),
 * showing the schema's first Chinese message: the form and the server refuse
 * with the same rule. `trim` checks the value as it will be sent (trimmed).
 */
export function schemaRule(schema: z.ZodMiniType, options: { trim?: boolean } = {}): FieldRule {
  return (value) => {
    const result = schema.safeParse(options.trim ? value.trim() : value);
    if (result.success) return undefined;
    return result.error.issues[0]?.message ?? '输入有误';
  };
}
