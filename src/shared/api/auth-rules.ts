/**
 * The account constants that need no schema library, kept apart from auth.ts so the browser
 * can use them without bundling typebox; auth.ts re-exports them, so importing either module
 * gives the same values.
 */

/** Which door a login came through: agents may use only the agent page, members only the member page. */
export const LOGIN_PATHS = ['member', 'agent'] as const;
export type LoginPath = (typeof LOGIN_PATHS)[number];

/** Social identity providers, configured per brand. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Whether a string names a social provider (the status call lists them as plain strings). */
export function isSocialProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** Avatars are chosen from a fixed set shipped with the site (ours: no uploads of faces). */
export const AVATAR_IDS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

/** Where an avatar image is served: resources/public/avatars, copied into the web root and the desktop bundle. */
export function avatarPath(avatar: string): string {
  return `/avatars/${avatar}.svg`;
}
