/** The fields the receiver relies on (spec 001 §3 "Tracked event"); the rest is kept as sent. */
export interface ReceivedEvent {
  _track_id: number | string;
  distinct_id: string;
  type: string;
  time: number;
  event?: string;
  properties: Record<string, unknown>;
  [field: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `null` when the event is acceptable, else what is wrong with it. */
export function eventProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'is not an object';
  const trackId = value._track_id;
  const trackIdOk =
    (typeof trackId === 'number' && Number.isFinite(trackId)) ||
    (typeof trackId === 'string' && trackId !== '');
  if (!trackIdOk) return '_track_id must be a number or a non-empty string';
  if (typeof value.distinct_id !== 'string' || value.distinct_id === '') {
    return 'distinct_id must be a non-empty string';
  }
  if (typeof value.type !== 'string' || value.type === '') return 'type must be a non-empty string';
  if (typeof value.time !== 'number' || !Number.isFinite(value.time)) {
    return 'time must be a number';
  }
  if (value.event !== undefined && typeof value.event !== 'string') {
    return 'event must be a string';
  }
  if (!isRecord(value.properties)) return 'properties must be an object';
  return null;
}
