import type { SocialsContent } from '@contract';

export type SocialNetwork = keyof SocialsContent;

/** The footer's order of the social links. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['facebook', 'twitter', 'linkedIn'];
