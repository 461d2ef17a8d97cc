import { describe, expect, it } from 'vitest';
import type { PopupPlanView } from '../../../../src/sdk/core/popup-protocol';
import { decideDisplay } from '../../../../src/sdk/popup/display-decision';
import { readPopupOptions } from '../../../../src/sdk/popup/popup-options';
import { likelyDrawn, loadPresetView } from '../../../../src/sdk/popup/preset-view-loader';

const read = readPopupOptions(
  { api_base_url: 'http://a.test' },
  { pageProtocol: 'http:', serverUrl: 'http://a.test/sa', navigate: () => undefined },
);
if (!read.ok) throw new Error(read.error);
const options = read.options;

const shapes: PopupPlanView[] = [];
for (const popup_type of ['PRESET', 'CUSTOMIZED'] as const)
  for (const strategy_id of [undefined, '9'])
    for (const is_trigger of [true, false])
      for (const is_control_group of [true, false])
        shapes.push({
          plan_id: '1',
          popup_type,
          is_trigger,
          is_control_group,
          content: '{"template":{"title":"hi"}}',
          ...(strategy_id === undefined ? {} : { strategy_id }),
        });

describe('preset-view-loader: the renderer fetched early for a popup about to be drawn', () => {
  it.each(shapes.map((plan) => [JSON.stringify(plan), plan] as const))(
    'likelyDrawn agrees with decideDisplay (host allows, content parses): %s',
    (_, plan) => {
      expect(likelyDrawn(plan)).toBe(decideDisplay(plan, options).kind === 'preset');
    },
  );

  it('loads the renderer once, whoever asks first', async () => {
    const first = loadPresetView();
    expect(loadPresetView()).toBe(first);
    expect(typeof (await first).renderPreset).toBe('function');
  });
});
