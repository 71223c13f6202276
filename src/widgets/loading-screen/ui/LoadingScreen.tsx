import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLoadingProgress } from '@/entities/setting';
import { ProgressBar } from '@/shared/ui/progress-bar';
import './LoadingScreen.css';

/** Shown until the settings have arrived; follows their download (docs/product.md §4). */
export function LoadingScreen() {
  const { t } = useTranslation();
  const progress = useSelector(selectLoadingProgress);
  const label = t('loading.progress', { progress });

  return (
    <div className="loading-screen">
      <div className="loading-screen__panel">
        <ProgressBar value={progress} label={label} />
        <p className="loading-screen__label" aria-live="polite">
          {label}
        </p>
      </div>
    </div>
  );
}
