import { useTranslation } from 'react-i18next';
import type { Project } from '@contract/content';
import { CriticalText } from '@/shared/lib/critical-text';
import { progressPercent } from '@/shared/lib/format';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { useMoney } from '../lib/useMoney';
import './ProjectFunding.css';

type ProjectFundingProps = {
  project: Pick<Project, 'supportersCount' | 'raised' | 'goal'>;
};

/** Supporters, progress and raised versus goal; the percentage is the true one, even past 100. */
export function ProjectFunding({ project }: ProjectFundingProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = progressPercent(project.raised, project.goal);
  return (
    <div className="project-funding">
      <p className="project-funding__supporters">
        <CriticalText>
          {t('projectCard.supporters', { count: project.supportersCount })}
        </CriticalText>
      </p>
      <div className="project-funding__progress">
        <ProgressBar value={percent} label={t('projectCard.progress')} />
        <span className="project-funding__percent">
          <CriticalText>{t('projectCard.percent', { percent })}</CriticalText>
        </span>
      </div>
      <p className="project-funding__amounts">
        <CriticalText>
          {t('projectCard.raisedOfGoal', {
            raised: money(project.raised),
            goal: money(project.goal),
          })}
        </CriticalText>
      </p>
    </div>
  );
}
