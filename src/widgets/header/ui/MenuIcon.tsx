import { LineIcon } from '@/shared/ui/line-icon';

const BARS = ['M4 7h16M4 12h16M4 17h16'];
const CROSS = ['M6 6l12 12M18 6L6 18'];

/** Three bars, or a cross while the menu is open; the button itself carries the name. */
export function MenuIcon({ open }: { open: boolean }) {
  return <LineIcon paths={open ? CROSS : BARS} />;
}
