export { useEndSessionOnSignOut, useSignOut } from './model/signOut';
