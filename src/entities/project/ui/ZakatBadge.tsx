import { useTranslation } from 'react-i18next';
import type { Project } from '@contract/content';
import { CriticalText } from '@/shared/lib/critical-text';
import './ZakatBadge.css';

/** "Zakat accepted", on the card and the page of a project that accepts Zakat; else nothing. */
export function ZakatBadge({ project }: { project: Pick<Project, 'acceptsZakat'> }) {
  const { t } = useTranslation();
  if (!project.acceptsZakat) return null;
  return (
    <span className="zakat-badge">
      <CriticalText>{t('projectCard.zakat')}</CriticalText>
    </span>
  );
}
