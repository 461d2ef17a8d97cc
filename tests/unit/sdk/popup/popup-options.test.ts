import { describe, expect, it } from 'vitest';
import { POPUP_MESSAGES, readPopupOptions } from '../../../../src/sdk/popup/popup-options';

const env = (pageProtocol = 'http:', serverUrl: unknown = 'http://a.test/sa?project=shop') => ({
  pageProtocol,
  serverUrl,
  navigate: () => undefined,
});

describe('readPopupOptions (spec 001 §5 setup, §8 messages)', () => {
  it.each([
    ['not a string', 42, 'http:', POPUP_MESSAGES.apiBaseUrl],
    ['empty', '', 'http:', POPUP_MESSAGES.apiBaseUrl],
    ['not http', 'ftp://a.test', 'http:', POPUP_MESSAGES.apiBaseUrl],
    ['relative', '/sfo', 'http:', POPUP_MESSAGES.apiBaseUrl],
    ['http on an https page', 'http://a.test', 'https:', POPUP_MESSAGES.httpsOnly],
  ])('refuses api_base_url %s', (_name, api, protocol, error) => {
    expect(readPopupOptions({ api_base_url: api }, env(protocol))).toEqual({ ok: false, error });
  });

  it('refuses an SDK without a valid server_url', () => {
    expect(readPopupOptions({ api_base_url: 'http://a.test' }, env('http:', '/sa'))).toEqual({
      ok: false,
      error: POPUP_MESSAGES.serverUrl,
    });
  });

  it.each([
    ['https://a.test/', 'https:', 'https://a.test'],
    ['https://a.test/api/', 'https:', 'https://a.test/api'],
    ['http://a.test', 'http:', 'http://a.test'],
    ['https://a.test', 'http:', 'https://a.test'],
  ])('accepts %s on an %s page as %s', (api, protocol, expected) => {
    const result = readPopupOptions({ api_base_url: api }, env(protocol));
    expect(result.ok && result.options.apiBaseUrl).toBe(expected);
  });

  it.each([
    [{}, 'http://a.test/sa?project=shop', 'shop'],
    [{}, 'http://a.test/sa', 'default'],
    [{ project: 'mine' }, 'http://a.test/sa?project=shop', 'mine'],
    [{ project: '' }, 'http://a.test/sa?project=', 'default'],
  ])('project %j with server_url %s is %s', (extra, serverUrl, project) => {
    const result = readPopupOptions(
      { api_base_url: 'http://a.test', ...extra },
      env('http:', serverUrl),
    );
    expect(result.ok && result.options.project).toBe(project);
  });

  it.each([
    [undefined, 'customize'],
    ['auto', 'auto'],
    ['customize', 'customize'],
    ['other', 'customize'],
  ])('link-opening mode %s reads as %s', (openlink, expected) => {
    const result = readPopupOptions(
      { api_base_url: 'http://a.test', popup_listener: { openlink } },
      env(),
    );
    expect(result.ok && result.options.popupListener.openlink).toBe(expected);
  });

  it('turns missing callbacks into no-ops and tells why CUSTOMIZED plans cannot start', () => {
    const none = readPopupOptions({ api_base_url: 'http://a.test' }, env());
    if (!none.ok) throw new Error(none.error);
    expect(none.options.customSupport).toBe('withoutCampaignListener');
    expect(
      none.options.campaignListener.shouldStart({
        planId: '1',
        name: '',
        content: '',
        type: 'PRESET',
      }),
    ).toBe(true);
    expect(() => none.options.popupListener.onClose('1')).not.toThrow();
    const partial = readPopupOptions(
      { api_base_url: 'http://a.test', popup_campaign_listener: { onEnd: 'nope' } },
      env(),
    );
    expect(partial.ok && partial.options.customSupport).toBe('withoutStart');
    const onStart = () => undefined;
    const full = readPopupOptions(
      { api_base_url: 'http://a.test', popup_campaign_listener: { onStart } },
      env(),
    );
    expect(full.ok && full.options.customSupport).toBe('full');
    expect(full.ok && full.options.campaignListener.onStart).toBe(onStart);
  });
});
