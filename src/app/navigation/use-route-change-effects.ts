import { useEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { setFinancialDetailsFromParticulars } from '../../store/app-state';
import { checkVersion } from '../version-check-later';
import { cameFromParticulars } from './route-flags';

/**
 * Work done after every route change: the version header check (spec 000 §2;
 * the boot check in main.tsx takes the baseline) and the
 * financialDetails-from-particularsDetails flag.
 */
export function useRouteChangeEffects(): void {
  const location = useLocation();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    // The router makes a new location object per navigation (keys can repeat
    // for entries pushed outside the router); StrictMode re-runs with the same one.
    const before = previous.current;
    if (before === location) return;
    const flag = cameFromParticulars(before?.pathname ?? null, location.pathname);
    if (flag !== null) setFinancialDetailsFromParticulars(flag);
    if (before !== null) checkVersion();
    previous.current = location;
  }, [location]);
}
