import { AdminDateTime } from '@/shared/ui/admin-date-time';
import { useTrustTimeZone } from '../model/timeZone';

/** A moment on the trust's clock, as the admin reads it (AdminDateTime). */
export function TrustDateTime({ at }: { at: string }) {
  return <AdminDateTime at={at} timeZone={useTrustTimeZone()} />;
}
