import { useTranslation } from 'react-i18next';

/** The mark of a pinned news item (docs/product.md §2), named 'Pinned' for screen readers. */
export function PinnedIcon() {
  const { t } = useTranslation();
  return (
    <svg
      className="admin-news__pin"
      role="img"
      aria-label={t('adminNews.pinned')}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
    >
      <path d="M16 9V4h1a1 1 0 0 0 0-2H7a1 1 0 0 0 0 2h1v5a3 3 0 0 1-3 3v2h5.97v7l1 1 1-1v-7H19v-2a3 3 0 0 1-3-3Z" />
    </svg>
  );
}
