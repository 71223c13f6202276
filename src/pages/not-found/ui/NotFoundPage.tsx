import { useLocalized, useSettings } from '@/entities/setting';
import { NotFoundView } from '@/shared/ui/not-found-view';

export function NotFoundPage() {
  const organisation = useLocalized(useSettings().site?.name) ?? '';
  return <NotFoundView siteName={organisation} />;
}
