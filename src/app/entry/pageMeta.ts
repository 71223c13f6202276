import { matchPath } from 'react-router-dom';
import { type Project } from '@contract/content';
import { type Language, type PageMeta } from '@contract/pages';
import { settingsByName } from '@contract/settings';
import { projectApi, projectImageUrl } from '@/entities/project';
import { localize, settingApi } from '@/entities/setting';
import { contentText } from '@/shared/i18n';
import { routePaths } from '@/shared/routes';
import type { AppStore } from '../model/makeStore';

const PROJECT_PATTERNS = [routePaths.project(':projectId'), routePaths.activity(':projectId')].map(
  (pattern) => decodeURIComponent(pattern),
);

function projectOf(state: ReturnType<AppStore['getState']>, pathname: string): Project | undefined {
  for (const pattern of PROJECT_PATTERNS) {
    const projectId = matchPath(pattern, pathname)?.params.projectId;
    if (projectId) return projectApi.endpoints.getProject.select(projectId)(state).data;
  }
  return undefined;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The text of the <title> React rendered (the other pages' own titles). */
function documentTitle(head: string): string {
  const escaped = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '';
  return escaped.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? '');
}

/**
 * A project's pages show its title, details and photo; the other pages the organisation: its
 * name, the hero's (else the about section's) text and the banner (else the logo).
 */
export function pageMeta(
  store: AppStore,
  pathname: string,
  language: Language,
  head: string,
): PageMeta {
  const state = store.getState();
  const settings = settingsByName(settingApi.endpoints.getSettings.select()(state).data ?? []);
  const siteName = settings.site ? localize(settings.site.name, language) : '';
  const project = projectOf(state, pathname);
  if (project) {
    return {
      // In the page's language; the English where the Urdu is missing.
      title: contentText(project, 'title', language).text,
      siteName,
      description: contentText(project, 'projectDetails', language).text,
      image: project.image ? projectImageUrl(project.image) : '',
      type: 'article',
    };
  }
  const hero = settings.hero ? localize(settings.hero, language) : undefined;
  const about = settings.about ? localize(settings.about, language) : undefined;
  const banner = settings.banner?.show ? settings.banner.image : '';
  return {
    title: pathname === routePaths.home ? siteName : documentTitle(head) || siteName,
    siteName,
    description: hero?.subHeading || about?.text || siteName,
    image: banner || settings.logo?.image || '',
    type: 'website',
  };
}
