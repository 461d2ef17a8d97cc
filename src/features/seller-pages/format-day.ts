const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch ms → yyyy-MM-dd HH:mm in the phone's time zone. */
export function formatDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
