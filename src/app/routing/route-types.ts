import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** One entry of the lazy route table (spec 000 §2: all routes load lazily). */
export interface AppRoute {
  path: string;
  load: PageLoader;
  /** spec 000 §2: the page stays mounted (hidden) while the user navigates elsewhere. */
  keepAlive?: boolean;
}
