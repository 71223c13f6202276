import { Outlet } from 'react-router-dom';
import { Header } from '@/widgets/header';

/** Chrome around every public page; the footer and chat button join it later. */
export function PublicLayout() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}
