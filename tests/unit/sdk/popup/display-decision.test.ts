import { describe, expect, it } from 'vitest';
import type { PopupPlanView } from '../../../../src/sdk/core/popup-protocol';
import { decideDisplay } from '../../../../src/sdk/popup/display-decision';
import { readPopupOptions } from '../../../../src/sdk/popup/popup-options';

const GOOD = '{"template":{"title":"hi"}}';

function options(listener?: Record<string, unknown>) {
  const result = readPopupOptions(
    { api_base_url: 'http://a.test', ...(listener ? { popup_campaign_listener: listener } : {}) },
    { pageProtocol: 'http:', serverUrl: 'http://a.test/sa', navigate: () => undefined },
  );
  if (!result.ok) throw new Error(result.error);
  return result.options;
}

const plan = (extra: Partial<PopupPlanView>): PopupPlanView => ({
  plan_id: '1',
  is_control_group: false,
  is_trigger: true,
  popup_type: 'PRESET',
  content: GOOD,
  ...extra,
});

const full = { onStart: () => undefined };
const refuse = { onStart: () => undefined, shouldStart: () => false };
const throws = {
  shouldStart: () => {
    throw new Error('host bug');
  },
};

describe('decideDisplay: display states and failure codes (spec 001 §4, §8)', () => {
  it.each([
    ['PRESET with good content', plan({}), undefined, 'preset'],
    ['PRESET with strategy and good content', plan({ strategy_id: '9' }), undefined, 'preset'],
    ['content that is not JSON', plan({ content: '<script>' }), undefined, 1001],
    ['content without template', plan({ content: '{"properties":{}}' }), undefined, 1001],
    ['control group (no strategy)', plan({ is_control_group: true }), undefined, 1003],
    [
      'control group even with broken content',
      plan({ is_control_group: true, content: 'x' }),
      undefined,
      1003,
    ],
    ['shouldStart false', plan({}), refuse, 1004],
    ['shouldStart throwing', plan({}), throws, 1004],
    [
      'strategy with is_trigger false',
      plan({ strategy_id: '9', is_trigger: false }),
      undefined,
      1005,
    ],
    [
      'is_trigger false before shouldStart',
      plan({ strategy_id: '9', is_trigger: false }),
      refuse,
      1005,
    ],
    ['CUSTOMIZED without any listener', plan({ popup_type: 'CUSTOMIZED' }), undefined, 1006],
    [
      'CUSTOMIZED without onStart',
      plan({ popup_type: 'CUSTOMIZED' }),
      { onEnd: () => undefined },
      1006,
    ],
    ['CUSTOMIZED with onStart', plan({ popup_type: 'CUSTOMIZED', content: 'any' }), full, 'custom'],
    ['CUSTOMIZED refused by shouldStart', plan({ popup_type: 'CUSTOMIZED' }), refuse, 1004],
  ])('%s', (_name, view, listener, expected) => {
    const step = decideDisplay(view, options(listener));
    expect(step.kind === 'fail' ? step.code : step.kind).toBe(expected);
  });

  it('keeps the parsed content of a failed PRESET plan for the tracked message properties', () => {
    const step = decideDisplay(plan({ is_control_group: true }), options());
    expect(step.kind === 'fail' && step.content?.template.title).toBe('hi');
  });
});
