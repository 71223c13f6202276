import {
  Component,
  memo,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { ReactReduxContext } from 'react-redux';
import type { PrefetchAction } from '@/shared/routes';
import { isHydrating, replayClicks } from './clickReplay';
import { elementAt, pathWithin } from './islandFocus';
import type { LazyPart } from './lazyPart';
import { watchIsland, type IslandWatch } from './watchIsland';

/** Parts on screen as the server sent them, not loaded yet: how each loads. */
const waiting = new Set<() => Promise<void>>();

/**
 * Loads every part still showing the server's markup. Before the page changes in a way that
 * markup cannot follow (another language, a settings preview), or it would show stale content.
 */
export function wakeDeferredParts(): Promise<void> {
  return Promise.all([...waiting].map((load) => load())).then(() => undefined);
}

/** A request for an answer (an endpoint's `initiate`), kept until the part's own hooks hold it. */
type HeldRequest = PromiseLike<unknown> & { unsubscribe?: () => void };

function release(requests: HeldRequest[]) {
  for (const request of requests.splice(0)) request.unsubscribe?.();
}

type DeferredPartProps = {
  part: LazyPart;
  /**
   * The answers it shows that the page's state left out (RouteHandle's `deferred`): over server
   * markup, it asks for them with its code and renders once both are in, so it never shows a
   * loading state where the server's content was.
   */
  prefetch?: () => PrefetchAction[];
};

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
export const DeferredPart = memo(function DeferredPart({ part, prefetch }: DeferredPartProps) {
  // Server markup whose answers the page's state left out stays until they are in, even when
  // the part's code is here already.
  const [loaded, setLoaded] = useState(() => part.isLoaded() && !(prefetch && isHydrating()));
  const island = useRef<HTMLDivElement>(null);
  const rendered = useRef<HTMLDivElement>(null);
  const watching = useRef<IslandWatch | undefined>(undefined);
  const store = useContext(ReactReduxContext)?.store;
  const held = useRef<HeldRequest[]>([]);

  useEffect(() => {
    const element = island.current;
    if (loaded || !element) return;
    let arrived = false;
    let stopped = false;
    let loading: Promise<void> | undefined;
    const swap = () => {
      if (!arrived || stopped || watch.pressed()) return;
      setLoaded(true);
    };
    // Rendered in the browser without server markup, it asks for its answers itself.
    const answers = (): HeldRequest[] => {
      if (!prefetch || !store || !element.hasChildNodes()) return [];
      // The app's store takes thunks (an endpoint's `initiate`), which the context's type omits.
      const dispatch = store.dispatch as (action: PrefetchAction) => unknown;
      const requests = prefetch().map((action) => dispatch(action) as HeldRequest);
      held.current.push(...requests);
      return requests;
    };
    const load = () => {
      loading ??= Promise.all([part.preload(), ...answers()]).then(() => {
        arrived = true;
        swap();
      });
      return loading;
    };
    const watch = watchIsland(element, { onIntent: () => void load(), onRelease: swap });
    watching.current = watch;

    let observer: IntersectionObserver | undefined;
    if (!element.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
      void load();
    } else {
      waiting.add(load);
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      });
      observer.observe(element);
    }
    return () => {
      stopped = true;
      observer?.disconnect();
      waiting.delete(load);
      watch.stop();
    };
  }, [loaded, part, prefetch, store]);

  // Rendered, the part's own hooks hold its answers; gone, it needs them no more.
  useEffect(() => {
    if (loaded) release(held.current);
  }, [loaded]);
  useEffect(() => {
    const requests = held.current;
    return () => release(requests);
  }, []);

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
