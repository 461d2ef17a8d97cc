import type * as z from 'zod/mini';

/** What a form library (antd-mobile's Form) calls to check one field. */
export interface FieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * A form field checked with a contract's own schema (src/shared/field-rules.ts),
 * showing the schema's first Chinese message: the form and the server refuse
 * with the same rule. `trim` checks the value as it will be sent (trimmed).
 */
export function schemaRule(schema: z.ZodMiniType, options: { trim?: boolean } = {}): FieldRule {
  return {
    validator: (_rule, value) => {
      const text = typeof value === 'string' ? value : '';
      const result = schema.safeParse(options.trim ? text.trim() : text);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(result.error.issues[0]?.message ?? '输入有误'));
    },
  };
}
