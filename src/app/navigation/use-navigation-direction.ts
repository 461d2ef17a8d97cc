import { useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { historyIndex } from '../../lib/history-index';
import { navigationDirection, type NavDirection } from './direction';

interface Seen {
  location: Location;
  index: number | null;
  direction: NavDirection;
}

/** Direction of the navigation that produced the current location. */
export function useNavigationDirection(): NavDirection {
  const location = useLocation();
  const kind = useNavigationType();
  const [seen, setSeen] = useState<Seen>(() => ({
    location,
    index: historyIndex(window.history.state),
    direction: 'none',
  }));
  // A new location object per navigation (keys can repeat for entries pushed outside the router).
  if (seen.location === location) return seen.direction;
  // Derive-state-from-props pattern: React re-renders before committing.
  const index = historyIndex(window.history.state);
  const direction = navigationDirection(kind, seen.index, index);
  setSeen({ location, index, direction });
  return direction;
}
