import {
  Component,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { replayClicks } from './clickReplay';
import { elementAt, pathWithin } from './islandFocus';
import type { LazyPart } from './lazyPart';
import { watchIsland, type IslandWatch } from './watchIsland';

/** Parts on screen as the server sent them, not loaded yet. */
const waiting = new Set<LazyPart>();

/**
 * Loads every part still showing the server's markup. Before the page changes in a way that
 * markup cannot follow (another language, a settings preview), or it would show stale content.
 */
export function wakeDeferredParts(): Promise<void> {
  return Promise.all([...waiting].map((part) => part.preload())).then(() => undefined);
}

/** React leaves the inside of an element with this alone: the server's markup stays. */
const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * A section the first screen does not need. The server renders it in full; the browser keeps
 * that markup as it is (readable, links working, no script) and fetches the section's code when
 * the section scrolls into view or a person reaches into it, then renders it afresh over the same
 * markup, keeping keyboard focus where it was and never in the middle of a click. A click on a
 * control of the server markup is played again on the rendered control. Rendered in the browser
 * without server markup, it loads at once.
 */
export const DeferredPart = memo(function DeferredPart({ part }: { part: LazyPart }) {
  const [loaded, setLoaded] = useState(part.isLoaded);
  const island = useRef<HTMLDivElement>(null);
  const rendered = useRef<HTMLDivElement>(null);
  const watching = useRef<IslandWatch | undefined>(undefined);

  useEffect(() => {
    const element = island.current;
    if (loaded || !element) return;
    let arrived = false;
    const load = () => void part.preload();
    const swap = () => {
      if (!arrived || watch.pressed()) return;
      setLoaded(true);
    };
    const watch = watchIsland(element, { onIntent: load, onRelease: swap });
    watching.current = watch;
    const unsubscribe = part.subscribe(() => {
      arrived = true;
      swap();
    });

    let observer: IntersectionObserver | undefined;
    if (!element.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
      load();
    } else {
      waiting.add(part);
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      });
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      waiting.delete(part);
      unsubscribe();
      watch.stop();
    };
  }, [loaded, part]);

  // Clicks on the server markup reach the same controls now that they work, once each. Taken
  // only now: one may land after the swap began, while the server's markup still showed.
  useEffect(() => {
    const remembered = watching.current?.takeClicks() ?? [];
    if (!loaded || !rendered.current) return;
    replayClicks(rendered.current, remembered);
  }, [loaded]);

  return (
    <KeepFocus swapped={loaded} from={island} to={rendered}>
      {loaded ? (
        <div key="loaded" ref={rendered}>
          <Suspense fallback={null}>
            <part.Component />
          </Suspense>
        </div>
      ) : (
        <div
          key="server-markup"
          ref={island}
          dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
          suppressHydrationWarning
        />
      )}
    </KeepFocus>
  );
});

type KeepFocusProps = {
  /** The server's markup has given way to the rendered part. */
  swapped: boolean;
  from: RefObject<HTMLDivElement | null>;
  to: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/**
 * Moves keyboard focus to the same control in the new markup, before the browser paints. Where
 * focus is is read at the last moment, just before the server's markup is removed: between the
 * swap's start and its commit a Tab may have moved focus into the section.
 */
class KeepFocus extends Component<KeepFocusProps> {
  override getSnapshotBeforeUpdate(previous: KeepFocusProps): number[] | null {
    const { from, swapped } = this.props;
    if (previous.swapped || !swapped || !from.current) return null;
    return pathWithin(from.current, document.activeElement) ?? null;
  }

  override componentDidUpdate(_previous: KeepFocusProps, _state: unknown, path: number[] | null) {
    const root = this.props.to.current;
    const target = path && root && elementAt(root, path);
    // A plain focus: the fresh render may lay out differently, and the control must stay in view.
    if (target instanceof HTMLElement) target.focus();
  }

  override render() {
    return this.props.children;
  }
}
