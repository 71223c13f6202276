import type { Project, ProjectFields, ProjectStatus } from '@contract/content';
import type { PublishingValues } from '@/shared/ui/admin-publishing';

/** What the project form holds; the photo as the chosen file. */
export type ProjectFormValues = {
  title: string;
  titleUr?: string;
  projectId: string;
  projectDetails: string;
  projectDetailsUr?: string;
  goal?: number | null;
  link: string;
  status: ProjectStatus;
  acceptsZakat: boolean;
  image?: File;
  publishing: PublishingValues;
};

/** The longest projectId the contract accepts. */
export const PROJECT_ID_MAX = 80;

export function initialValues(stored?: Project): Partial<ProjectFormValues> {
  if (!stored) {
    return {
      title: '',
      titleUr: '',
      projectId: '',
      projectDetails: '',
      projectDetailsUr: '',
      link: '',
      status: 'active',
      acceptsZakat: false,
    };
  }
  return {
    title: stored.title,
    titleUr: stored.titleUr ?? '',
    projectId: stored.projectId,
    projectDetails: stored.projectDetails,
    projectDetailsUr: stored.projectDetailsUr ?? '',
    goal: stored.goal,
    link: stored.link,
    status: stored.status,
    acceptsZakat: stored.acceptsZakat,
  };
}

/**
 * The text fields to send, trimmed; the details keep their line breaks (paragraphs). An edit
 * has no projectId field, so `fixedProjectId` stands in for it.
 */
export function toFields(values: ProjectFormValues, fixedProjectId?: string): ProjectFields {
  return {
    projectId: fixedProjectId ?? values.projectId.trim(),
    title: values.title.trim(),
    titleUr: (values.titleUr ?? '').trim(),
    projectDetails: values.projectDetails.trim(),
    projectDetailsUr: (values.projectDetailsUr ?? '').trim(),
    goal: Number(values.goal),
    link: values.link.trim(),
    status: values.status,
    acceptsZakat: values.acceptsZakat,
  };
}

/** The fields an edit may send: everything but the projectId, which never changes. */
export function editableFields({ projectId: _fixed, ...fields }: ProjectFields) {
  return fields;
}

/**
 * A projectId suggested from a title: lower-case ASCII letters and digits joined by single
 * dashes ("Clean Water, 2025!" → "clean-water-2025"). Empty when the title has none (Urdu).
 */
export function suggestProjectId(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PROJECT_ID_MAX)
    .replace(/^-+|-+$/g, '');
}
