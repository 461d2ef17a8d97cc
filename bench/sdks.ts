/** The SDKs compared side by side; each has an adapter in bench/pages/adapters/<id>.ts. */
export const SDK_IDS = ['ours', 'sensors', 'posthog', 'amplitude'] as const;
export type SdkId = (typeof SDK_IDS)[number];

export const SDK_LABELS: Record<SdkId, string> = {
  ours: 'ours (src/sdk)',
  sensors: 'sa-sdk-javascript',
  posthog: 'posthog-js',
  amplitude: '@amplitude/analytics-browser',
};

export function isSdkId(value: string): value is SdkId {
  return (SDK_IDS as readonly string[]).includes(value);
}
