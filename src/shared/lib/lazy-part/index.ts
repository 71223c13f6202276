export { replayEarlyClicks, takeEarlyClicks } from './clickReplay';
export { DeferredPart, wakeDeferredParts } from './DeferredPart';
export { lazyPart, preloadAllParts } from './lazyPart';
export type { LazyPart } from './lazyPart';
