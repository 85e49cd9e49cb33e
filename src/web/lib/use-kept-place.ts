import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Where lists were left, per history entry, newest last: a tab's session keeps them (a reload, Back to another document). */
const STORE = 'listPlaces';
const KEPT = 30;

function readPlaces(): [key: string, y: number][] {
  try {
    const places: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '[]');
    return Array.isArray(places) ? (places as [string, number][]) : [];
  } catch {
    return [];
  }
}

function keepPlace(key: string, y: number): void {
  const places = readPlaces().filter(([k]) => k !== key);
  places.push([key, Math.round(y)]);
  try {
    sessionStorage.setItem(STORE, JSON.stringify(places.slice(-KEPT)));
  } catch {
    // storage full or refused: Back then starts at the top
  }
}

/**
 * A long list's place for Back when its pages had to be fetched anew (decision 0020): React
 * Router's ScrollRestoration puts the place back as the screen first renders, which is right
 * when the pages are still kept in memory, but too early when the tab was reloaded or Back
 * reopened the shop's page afresh (the list is still empty). The place is kept here as the list
 * is left, and put back once the list is drawn with its pages (`ready`).
 */
export function useKeptPlace(ready: boolean): void {
  const { key } = useLocation();
  // Only a list whose pages were not there when it opened needs help: read once.
  const [place] = useState(() => (ready ? undefined : readPlaces().find(([k]) => k === key)?.[1]));
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!ready || restored.current || place === undefined) return;
    restored.current = true;
    window.scrollTo(0, place);
  }, [ready, place]);

  // Kept before the next screen scrolls (a layout effect's cleanup runs first), and as the page is left.
  useLayoutEffect(() => () => keepPlace(key, window.scrollY), [key]);
  useEffect(() => {
    const onPageHide = () => keepPlace(key, window.scrollY);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [key]);
}
