export { replayEarlyClicks, takeEarlyClicks, whenHydrated } from './clickReplay';
export { DeferredPart, wakeDeferredParts } from './DeferredPart';
export { lazyPart, preloadAllParts } from './lazyPart';
export type { LazyPart } from './lazyPart';
