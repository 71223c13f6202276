import { useRoutes } from 'react-router-dom';
import { routeTable } from './routeTable';

/** The route table under whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routeTable);
}
