import type { SocialsContent } from '@contract/settings';

export type SocialNetwork = keyof SocialsContent;

/** The footer's order of the social links. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['facebook', 'twitter', 'linkedIn'];
