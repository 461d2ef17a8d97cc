/**
 * spec 000 §3: product item descriptors are encoded text strings split into
 * name/value pairs. The project's encoding: `name:value;name:value`, each name
 * and value percent-encoded (encodeURIComponent), so `:`, `;` and `%` inside
 * them travel as `%3A`, `%3B` and `%25`. Names are unique and never empty;
 * values may be empty. The app and the reference server both use these two
 * functions; malformed text is an error value, never a throw.
 */

export interface DescriptorPair {
  name: string;
  value: string;
}

export type ParsedDescriptor = { ok: true; pairs: DescriptorPair[] } | { ok: false; error: string };

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null; // a lone `%` or an escape that is not UTF-8
  }
}

/** Splits an encoded descriptor into its pairs, in order; '' is no pairs. */
export function parseDescriptor(text: string): ParsedDescriptor {
  if (text === '') return { ok: true, pairs: [] };
  const pairs: DescriptorPair[] = [];
  const seen = new Set<string>();
  const segments = text.split(';');
  for (const [index, segment] of segments.entries()) {
    const where = `第 ${index + 1} 段`;
    const colon = segment.indexOf(':');
    if (colon === -1) return { ok: false, error: `${where}缺少“:”` };
    if (segment.indexOf(':', colon + 1) !== -1) {
      return { ok: false, error: `${where}含有未编码的“:”` };
    }
    const name = decode(segment.slice(0, colon));
    const value = decode(segment.slice(colon + 1));
    if (name === null || value === null) return { ok: false, error: `${where}编码无效` };
    if (name.trim() === '') return { ok: false, error: `${where}名称为空` };
    if (seen.has(name)) return { ok: false, error: `${where}名称“${name}”重复` };
    seen.add(name);
    pairs.push({ name, value });
  }
  return { ok: true, pairs };
}

/** The encoded text of pairs; parseDescriptor(formatDescriptor(p)) gives p back. */
export function formatDescriptor(pairs: readonly DescriptorPair[]): string {
  return pairs
    .map(({ name, value }) => `${encodeURIComponent(name)}:${encodeURIComponent(value)}`)
    .join(';');
}
