import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetNewsLogosQuery } from '@/entities/news-logo';
import { isToldElsewhere } from '@/shared/lib/admin-form';
import { notifyError } from '@/shared/ui/toast';

type LogoOption = { value: number; label: string; image: string };

/**
 * The news sources to choose from. A failure to load them is told in a toast (docs/product.md §8's
 * 'Failed to fetch logos' variant); a 401 is the guard's to handle.
 */
export function useLogoOptions() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetNewsLogosQuery();

  useEffect(() => {
    if (error && !isToldElsewhere(error)) {
      notifyError(t('adminNews.logosFailed'), { toastId: 'news-logos-failed' });
    }
  }, [error, t]);

  const options = useMemo<LogoOption[]>(
    () => (data ?? []).map(({ id, name, image }) => ({ value: id, label: name, image })),
    [data],
  );
  return { options, loading: isLoading };
}
