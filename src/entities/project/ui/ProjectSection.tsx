import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@contract/content';
// The cards' styles (the funding's first) before the placeholders', in the order the project
// page also loads them: the public pages share one style sheet, which cannot follow two orders.
import { SupportProjectCard } from './SupportProjectCard';
import { CompletedProjectCard } from './CompletedProjectCard';
import { SectionList } from '@/shared/ui/section-list';
import { TitledSection } from '@/shared/ui/section-title';
import { PROJECT_SKELETON_COUNT } from '../config/skeleton';
import { useProjectList } from '../model/useProjectList';
import './ProjectSection.css';

/** Each status's home section: its anchor, its block class, its group of texts and its cards. */
const SECTIONS = {
  active: {
    id: 'projects',
    block: 'support-projects',
    texts: 'supportProjects',
    subTitle: 'supportProjects.subTitle',
    Card: SupportProjectCard,
  },
  completed: {
    id: undefined,
    block: 'completed-projects',
    texts: 'completedProjects',
    subTitle: undefined,
    Card: CompletedProjectCard,
  },
} as const;

type ProjectSectionProps = {
  status: ProjectStatus;
  /** The projects-donations flag: money and supporter figures only when it is on. */
  showFigures: boolean;
};

/** A home section of the projects of one status, three at a time; nothing while it is empty. */
export function ProjectSection({ status, showFigures }: ProjectSectionProps) {
  const { t } = useTranslation();
  const { projects, isFetching, hasNext, loadMore } = useProjectList(status);

  // Empty, or failed (only logged): the section is left out.
  if (!isFetching && projects.length === 0) return null;
  const { id, block, texts, subTitle, Card } = SECTIONS[status];
  return (
    <TitledSection
      id={id}
      className={block}
      headingId={`${block}-title`}
      title={t(`${texts}.title`)}
      subTitle={subTitle && t(subTitle)}
    >
      <SectionList
        block={block}
        className="project-grid"
        itemClassName={`${block}__item`}
        items={projects}
        texts={texts}
        loading={isFetching && { count: PROJECT_SKELETON_COUNT, shape: 'skeleton--card' }}
        onMore={!isFetching && hasNext && loadMore}
      >
        {(project) => <Card project={project} showFigures={showFigures} />}
      </SectionList>
    </TitledSection>
  );
}
