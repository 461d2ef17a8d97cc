/**
 * spec 001 §5: dates are sent as `yyyy-MM-dd HH:mm:ss.SSS` in local time.
 * track() formats its dates when the event is built at the end of the task
 * (call-capture.ts captures them by value), so the plain getters are off the
 * caller's path and cost no main-thread bytes. Pure: no I/O, no clock.
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `yyyy-MM-dd HH:mm:ss.SSS` of a valid Date in the page's time zone. */
export function formatDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.` +
    pad(date.getMilliseconds(), 3)
  );
}
