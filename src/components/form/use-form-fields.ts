import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldRule } from '../../lib/schema-rule';

type Texts<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, string>>;

/** What a TextField takes from the form: its value, its error line and the change handler. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export interface FormFields<K extends string> {
  values: Texts<K>;
  /** Props for the TextField of `name`. */
  bind: (name: K) => FieldBinding;
  /**
   * Checks the named fields (all when none are named), shows their messages and
   * answers the values when every one passed, null otherwise.
   */
  validate: (names?: readonly K[]) => Texts<K> | null;
}

/**
 * The state of a small form of text fields, each checked by its rule (schemaRule: the
 * contract's own schema). Like antd-mobile's Form, which this replaces on the budgeted
 * screens (issue 13 §6), a field is checked as it changes and every field on submit.
 */
export function useFormFields<K extends string>(rules: Record<K, FieldRule>): FormFields<K> {
  const names = useMemo(() => Object.keys(rules) as K[], [rules]);
  const [values, setValues] = useState<Texts<K>>(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Texts<K>,
  );
  const [errors, setErrors] = useState<Errors<K>>({});
  // validate() runs in handlers right after a change: it reads the latest values, not a render's.
  const latest = useRef(values);
  latest.current = values;

  const bind = useCallback(
    (name: K): FieldBinding => ({
      value: values[name],
      error: errors[name],
      onChange: (value) => {
        latest.current = { ...latest.current, [name]: value };
        setValues(latest.current);
        setErrors((shown) => ({ ...shown, [name]: rules[name](value) }));
      },
    }),
    [values, errors, rules],
  );

  const validate = useCallback(
    (only?: readonly K[]) => {
      const checked = only ?? names;
      const found: Errors<K> = {};
      for (const name of checked) found[name] = rules[name](latest.current[name]);
      setErrors((shown) => ({ ...shown, ...found }));
      return checked.some((name) => found[name] !== undefined) ? null : latest.current;
    },
    [names, rules],
  );

  return { values, bind, validate };
}
