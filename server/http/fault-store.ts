export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A configured fault (README "Development endpoints", `POST /__dev/faults`). */
export interface FaultSpec {
  /** Exact path, or a prefix ending in '*'. */
  path: string;
  /** Only requests of this method (spec 000 §7 has GET and POST on one path); absent: any. */
  method?: FaultMethod;
  code?: string;
  msg?: string;
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  drop?: boolean;
  /** How many requests it hits; absent means until cleared. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
}

export function faultMatches(faultPath: string, path: string): boolean {
  return faultPath.endsWith('*') ? path.startsWith(faultPath.slice(0, -1)) : faultPath === path;
}

function faultApplies(fault: FaultSpec, method: string, path: string): boolean {
  return (fault.method === undefined || fault.method === method) && faultMatches(fault.path, path);
}

/** In-memory fault list; the most recently added matching fault wins. */
export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++ };
    this.faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault for this request, counting it against `times` (removed when used up). */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.findLast((candidate) => faultApplies(candidate, method, path));
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      const remaining = fault.times - 1;
      if (remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
      else fault.times = remaining;
    }
    return { ...fault };
  }
}
