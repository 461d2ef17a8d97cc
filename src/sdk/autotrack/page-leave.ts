/**
 * $WebPageLeave with event_duration in seconds (spec 001 §9: cap 432000 s). A
 * heartbeat (5 s) keeps the open page's record in localStorage, so a page that
 * was killed without pagehide is still reported by the next page load.
 */
import { isStaleHeartbeat, leaveDuration } from '../core/page-timing';
import type { SdkRuntime } from '../sdk-runtime';

const PREFIX = 'sensorsdata_pageleave_';

interface LeaveRecord {
  url: string;
  path: string;
  title: string;
  referrer: string;
  start: number;
  beat: number;
}

function isRecord(value: unknown): value is LeaveRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.url === 'string' &&
    typeof r.path === 'string' &&
    typeof r.title === 'string' &&
    typeof r.referrer === 'string' &&
    typeof r.start === 'number' &&
    typeof r.beat === 'number'
  );
}

function readJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function leaveProps(record: LeaveRecord, end: number): Record<string, unknown> {
  return {
    $url: record.url,
    $url_path: record.path,
    $title: record.title,
    $referrer: record.referrer,
    event_duration: leaveDuration(record.start, end),
  };
}

export class PageLeaveTracker {
  private record: LeaveRecord | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly key: string;
  private referrer = '';

  constructor(private readonly runtime: SdkRuntime) {
    this.key = PREFIX + runtime.tabId;
  }

  /** Reports pages of earlier loads whose heartbeat stopped (killed pages). */
  recoverStale(): void {
    try {
      this.recoverFromStorage();
    } catch {
      // Storage unavailable: nothing to recover.
    }
  }

  private recoverFromStorage(): void {
    const now = this.runtime.now();
    const interval = this.runtime.options.heartbeat_interval;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(PREFIX) || key === this.key) continue;
      const parsed = readJson(localStorage.getItem(key));
      if (isRecord(parsed) && !isStaleHeartbeat(parsed.beat, now, interval)) continue;
      localStorage.removeItem(key);
      if (isRecord(parsed)) this.runtime.track('$WebPageLeave', leaveProps(parsed, parsed.beat));
    }
  }

  /** Starts timing the current page; shown again, it keeps the referrer it came from. */
  start(referrer = this.referrer): void {
    this.referrer = referrer;
    const now = this.runtime.now();
    this.record = {
      url: location.href,
      path: location.pathname,
      title: document.title,
      referrer,
      start: now,
      beat: now,
    };
    this.beat();
    if (this.timer === null) {
      this.timer = setInterval(() => this.beat(), this.runtime.options.heartbeat_interval);
    }
  }

  /** Tracks the leave of the current page (route change, hidden, pagehide). */
  leave(): void {
    const record = this.record;
    if (record === null) return;
    this.record = null;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    try {
      localStorage.removeItem(this.key);
    } catch {
      // Storage unavailable: the record was never written either.
    }
    this.runtime.track('$WebPageLeave', leaveProps(record, this.runtime.now()));
  }

  private beat(): void {
    if (this.record === null) return;
    this.record.beat = this.runtime.now();
    // The title is often set after the route renders; the heartbeat catches it.
    this.record.title = document.title;
    try {
      localStorage.setItem(this.key, JSON.stringify(this.record));
    } catch {
      // Storage full: only a killed page's leave would be lost.
    }
  }
}
