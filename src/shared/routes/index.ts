export { visibleNavItems } from './navigation';
export type { NavItem } from './navigation';
export { routePaths } from './paths';
export type { AdminRouteFamily } from './paths';
export type { Prefetch, PrefetchAction, RouteHandle } from './prefetch';
