// The order an admin gives a list (issue 31): where a new item goes, and PUT <list>/order.
export { nextPosition, orderRoute } from './ordering';
