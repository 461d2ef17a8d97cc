/**
 * track()'s call-time capture, written into one flat slot array that is kept
 * from batch to batch. A burst of track() calls thus allocates next to
 * nothing: a copied object per call (plus its Date, array and nested copies)
 * used to fill the young generation, and the scavenge that followed, copying
 * the caller's live objects, cost more than the calls themselves.
 *
 * What is captured is what the data rules (data-rules.ts) need to give the
 * same answer later as at call time: every value read once, functions called
 * once, Dates by their time, arrays and flat plain objects by their items,
 * other objects written as JSON now. `next()` rebuilds each call's properties
 * for `finishCaptured`, which runs the rest of the rules when the task ends.
 *
 * A record is `count, key, value, …` where a value is a primitive as read, or
 * a tag and what follows it: DATE time | ARRAY length items… | OBJECT count
 * key item… | READY value. Whole records may also be READY properties (the
 * full rules already ran) or UNREADABLE. Pure: no I/O, no clock.
 */
import { isPlainObject } from './fast-props';
import { checkName, KNOWN_VALID_NAMES } from './names';
import { maxLengthOf, stringArray, stringifyObject, truncate } from './value-rules';

const DATE: unique symbol = Symbol('date');
const ARRAY: unique symbol = Symbol('array');
const OBJECT: unique symbol = Symbol('object');
const READY: unique symbol = Symbol('ready');
const UNREADABLE: unique symbol = Symbol('unreadable');
/** A value the data rules drop as invalid (a throwing function, one returning a function, JSON that cannot be written). */
const INVALID: unique symbol = Symbol('invalid');

/**
 * Slots made at start and kept: a burst of about 2000 calls of ten
 * properties fits without growing (256 KB). A larger burst grows the array,
 * which goes back to this size once drained.
 */
const KEPT_SLOTS = 1 << 16;
const hasOwn = Object.prototype.hasOwnProperty;

/** Captures that stopped on a value that could not be read: the rules give no properties for them. */
const unreadable = new WeakSet<object>();

/** True for a capture that stopped on an unreadable value (finishCaptured warns once). */
export function isUnreadable(captured: object): boolean {
  return unreadable.has(captured);
}

/** Sets an own data property, `__proto__` included (an assignment would reach the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else target[key] = value;
}

export class CallCapture {
  private slots = new Array<unknown>(KEPT_SLOTS);
  private end = 0;
  private readAt = 0;

  /**
   * Appends the capture of one call's properties. False, with nothing
   * appended, when the full rules must run now: not a plain object, or a
   * property could not be read (a throwing getter, a Proxy trap).
   *
   * The usual values are handled in this one function on purpose: V8 warms
   * each function up on its own, and with the value step split out a
   * 2000-call burst took about a sixth longer (bench A/B, 24 page pairs).
   */
  append(props: unknown): boolean {
    if (!isPlainObject(props)) return false;
    const s = this.slots;
    const start = this.end;
    let n = start + 1;
    let count = 0;
    let reading = true;
    try {
      for (const key in props) {
        if (!hasOwn.call(props, key)) continue;
        let v: unknown = props[key];
        s[n++] = key;
        count += 1;
        // A primitive is kept as read; an invalid name is dropped by the rules
        // without its value being touched.
        if (
          (typeof v !== 'object' && typeof v !== 'function') ||
          v === null ||
          (!KNOWN_VALID_NAMES.has(key) && checkName(key) !== null)
        ) {
          s[n++] = v;
          continue;
        }
        reading = false;
        if (typeof v === 'function') {
          // spec 001 §5: called once, at call time, without a receiver.
          try {
            v = (v as () => unknown)();
          } catch {
            v = INVALID;
          }
          if (typeof v === 'function') v = INVALID;
        }
        if (typeof v !== 'object' || v === null) s[n++] = v;
        else if (v instanceof Date) {
          s[n++] = DATE;
          s[n++] = v.getTime();
        } else if (Array.isArray(v)) n = writeArray(s, n, v);
        else if (isPlainObject(v) && typeof v.toJSON !== 'function') n = writeObject(s, n, key, v);
        else n = writeJson(s, n, key, v);
        reading = true;
      }
    } catch {
      s.fill(undefined, start, n);
      if (reading) return false;
      // The rules would have stopped here too: no properties, one warning.
      s[start] = UNREADABLE;
      this.end = start + 1;
      return true;
    }
    s[start] = count;
    this.end = n;
    return true;
  }

  /** Appends properties the full rules already produced. */
  appendReady(properties: Record<string, unknown>): void {
    this.slots[this.end++] = READY;
    this.slots[this.end++] = properties;
  }

  /** The next record's properties, as the call saw them; records are read in order, once. */
  next(): Record<string, unknown> {
    const s = this.slots;
    let at = this.readAt;
    const head = s[at++];
    const out: Record<string, unknown> = {};
    if (head === READY) {
      this.readAt = at + 1;
      return s[at] as Record<string, unknown>;
    }
    if (head === UNREADABLE) unreadable.add(out);
    else {
      for (let i = head as number; i > 0; i -= 1) {
        const key = s[at++] as string;
        let value = s[at++];
        if (value === DATE) value = new Date(s[at++] as number);
        else if (value === READY) value = s[at++];
        else if (value === ARRAY) {
          const size = s[at++] as number;
          value = s.slice(at, at + size);
          at += size;
        } else if (value === OBJECT) {
          const size = s[at++] as number;
          value = readPairs(s, at, at + 2 * size);
          at += 2 * size;
        }
        setOwn(out, key, value);
      }
    }
    this.readAt = at;
    return out;
  }

  /**
   * Forgets the records read so far (and the references they held); records
   * appended since the reading began move to the front. The slots stay for
   * the next batch.
   */
  release(): void {
    const { slots, readAt, end } = this;
    slots.copyWithin(0, readAt, end);
    this.end = end - readAt;
    slots.fill(undefined, this.end, end);
    if (slots.length > KEPT_SLOTS) slots.length = Math.max(KEPT_SLOTS, this.end);
    this.readAt = 0;
  }
}

/** Primitive items as they are; an array holding any object is made a string array now. */
function writeArray(s: unknown[], head: number, items: unknown[]): number {
  let n = head + 2;
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i];
    if (typeof item === 'function' || (typeof item === 'object' && item !== null)) {
      // Each item read once: those already written, this one, then the rest.
      const strings = stringArray([...s.slice(head + 2, n), item, ...items.slice(i + 1)]);
      s.fill(undefined, head, n);
      s[head] = READY;
      s[head + 1] = strings;
      return head + 2;
    }
    s[n++] = item;
  }
  s[head] = ARRAY;
  s[head + 1] = n - head - 2;
  return n;
}

/**
 * A flat plain object (every value a primitive) by its pairs, written by the
 * rules when the event is built: JSON.stringify of the copy is that of the
 * object now. Any other is written as JSON now, from the values read once.
 */
function writeObject(s: unknown[], head: number, key: string, value: object): number {
  let n = head + 2;
  let copy: Record<string, unknown> | null = null;
  try {
    for (const inner in value) {
      if (!hasOwn.call(value, inner)) continue;
      const item = (value as Record<string, unknown>)[inner];
      if (
        copy === null &&
        (typeof item === 'function' || (typeof item === 'object' && item !== null))
      )
        copy = readPairs(s, head + 2, n);
      if (copy === null) {
        s[n++] = inner;
        s[n++] = item;
      } else setOwn(copy, inner, item);
    }
  } catch {
    // A getter threw, as it would have inside JSON.stringify.
    s.fill(undefined, head, n);
    s[head] = INVALID;
    return head + 1;
  }
  if (copy === null) {
    s[head] = OBJECT;
    s[head + 1] = (n - head - 2) / 2;
    return n;
  }
  s.fill(undefined, head, n);
  return writeJson(s, head, key, copy);
}

function readPairs(s: unknown[], from: number, to: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = from; i < to; i += 2) setOwn(out, s[i] as string, s[i + 1]);
  return out;
}

function writeJson(s: unknown[], n: number, key: string, value: object): number {
  const json = stringifyObject(value);
  s[n] = json === null ? INVALID : truncate(json, maxLengthOf(key));
  return n + 1;
}
