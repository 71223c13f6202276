import { chrome } from './en/chrome';
import { common } from './en/common';
import { home } from './en/home';
import { pages } from './en/pages';
import { projects } from './en/projects';

/** The public site's English texts: a chunk of their own (loadTexts.ts). */
export const enSite = { ...common, ...chrome, ...home, ...projects, ...pages };
