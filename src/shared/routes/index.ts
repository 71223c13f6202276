export { routePaths } from './paths';
export type { Prefetch, PrefetchAction, RouteHandle } from './prefetch';
