/** Display ids (`$sf_msg_id`, polled for conversions), from the injected random source. */

/** RFC 4122 version-4 layout from the injected random source (tests are repeatable). */
export function newUuid(random: () => number): string {
  const hex = (count: number): string =>
    Array.from({ length: count }, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}
