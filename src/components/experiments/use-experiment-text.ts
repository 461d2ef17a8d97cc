import { useEffect, useState } from 'react';
import { experiments } from './experiment-plugin';

export interface ExperimentText {
  text: string;
  /** False while the experiment service is asked (at most its timeout): the caller keeps the text hidden. */
  ready: boolean;
}

/**
 * A String parameter of a code experiment (fastFetchABTest: the cached value
 * first), `fallback` when the visitor is in no experiment or anything fails.
 */
export function useExperimentText(paramName: string, fallback: string): ExperimentText {
  const [state, setState] = useState<ExperimentText>({ text: fallback, ready: false });
  useEffect(() => {
    let live = true;
    const plugin = experiments();
    if (!plugin) {
      setState({ text: fallback, ready: true });
      return undefined;
    }
    void plugin.fastFetchABTest({
      param_name: paramName,
      value_type: 'String',
      default_value: fallback,
      callback: (value: unknown) => {
        if (live) setState({ text: typeof value === 'string' ? value : fallback, ready: true });
      },
    });
    return () => {
      live = false;
    };
  }, [paramName, fallback]);
  return state;
}
