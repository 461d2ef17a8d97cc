import { describe, expect, it } from 'vitest';
import type { PopupPlanView } from '../../../../src/sdk/core/popup-protocol';
import { clickProps, commonProps, displayProps } from '../../../../src/sdk/popup/popup-tracking';

const plan = (extra: Partial<PopupPlanView> = {}): PopupPlanView => ({
  plan_id: '12',
  is_control_group: false,
  is_trigger: true,
  popup_type: 'PRESET',
  content: '',
  ...extra,
});

describe('popup tracking properties (issue 7)', () => {
  it.each([
    ['a strategy', plan({ strategy_id: '7' }), '7'],
    ['the control group', plan({ is_control_group: true }), '-1'],
    ['neither', plan(), '0'],
  ])('$sf_plan_strategy_id with %s', (_name, view, expected) => {
    expect(commonProps({ plan: view, msgId: 'm' }, '1.26.2').$sf_plan_strategy_id).toBe(expected);
  });

  it('marks a section plan 新资源位, others 运营计划, and leaves empty values out', () => {
    expect(
      commonProps({ plan: plan({ section_id: '3', audience_id: '5' }), msgId: 'm' }, '1.26.2'),
    ).toEqual({
      $sf_lib_version: '1.26.2',
      $sf_plan_type: '新资源位',
      $sf_channel_service_name: 'SENSORS_FOCUS',
      $sf_channel_category: 'POPUP',
      $sf_platform_tag: 'H5',
      $sf_msg_id: 'm',
      $sf_plan_id: '12',
      $sf_plan_strategy_id: '0',
      $sf_audience_id: '5',
      $sf_section_id: '3',
    });
    const display = displayProps(
      { plan: plan(), msgId: 'm', template: { title: 'T', text: '', buttons: [] } },
      '1.26.2',
    );
    expect(display).toMatchObject({
      $sf_plan_type: '运营计划',
      $sf_succeed: true,
      $sf_msg_title: 'T',
    });
    expect(Object.keys(display)).not.toContain('$sf_msg_content');
    expect(Object.keys(display)).not.toContain('$sf_fail_reason');
    expect(Object.keys(display)).not.toContain('$sf_audience_id');
  });

  it('tracks a failure with succeed false and the reason', () => {
    expect(displayProps({ plan: plan(), msgId: 'm' }, '1.26.2', '对照组')).toMatchObject({
      $sf_succeed: false,
      $sf_fail_reason: '对照组',
    });
  });

  it('describes button and mask clicks', () => {
    const popup = { plan: plan(), msgId: 'm', template: { title: 'T', buttons: [] } };
    expect(
      clickProps(
        popup,
        { element: 'button', text: '去看看', action: 'openlink', actionId: '0' },
        '1.26.2',
      ),
    ).toMatchObject({
      $sf_msg_element_type: 'button',
      $sf_msg_element_content: '去看看',
      $sf_msg_element_action: 'openlink',
      $sf_msg_action_id: '0',
      $sf_msg_title: 'T',
      $sf_plan_id: '12',
    });
    expect(clickProps(popup, { element: 'mask' }, '1.26.2')).toMatchObject({
      $sf_close_type: 'POPUP_CLOSE_MASK',
      $sf_msg_element_type: 'mask',
    });
  });
});
