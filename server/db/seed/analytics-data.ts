/** Visual (codeless) tracking config for the local page host (spec 001 §3 "Visual-config event"). */
export const DEMO_VISUAL_CONFIG = {
  appId: '127.0.0.1',
  version: 'seed-1',
  config: {
    project: 'default',
    app_id: '127.0.0.1',
    events: [
      {
        event_type: 'webclick',
        event_name: 'bank_card_click',
        event: {
          url_host: '127.0.0.1',
          url_path: '/banks',
          element_path: '',
          element_selector: '#app .bank-card',
          element_field: '',
          function: '',
          element_content: '',
          element_position: '',
          unlimited_div: true,
        },
        properties: [
          {
            name: 'bank_name',
            method: 'content',
            type: 'STRING',
            element_selector: '#app .bank-card .bank-name',
            list_selector: '#app .bank-card',
            regular: '',
            h5: true,
          },
        ],
      },
    ],
  },
} as const;

/** Answer of the sensors deep-link API (sa-sdk-javascript deeplink plugin reads these fields). */
export const DEMO_DEEP_LINK = {
  key: 'demo0001',
  project: 'default',
  answer: {
    app_key: 'paimaiDemoApp',
    page_params: 'page=home',
    channel_params: '{"utm_source":"h5"}',
    android_info: {
      url_schemes: 'paimaidemo',
      download_url: 'https://example.com/download/android',
    },
    ios_info: {
      url_schemes: 'paimaidemo',
      ios_wake_url: 'https://example.com/ios/wake',
      download_url: 'https://example.com/download/ios',
    },
  },
} as const;
