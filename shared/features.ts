/**
 * Public feature flags, the same on the server and in the browser. EDITOR_V2: the entry
 * editor of the second generation, whose permission list the viewer store loads after sign-in.
 */
export const FEATURES = {
  EDITOR_V2: true,
} as const;

export type FeatureName = keyof typeof FEATURES;

export function featureOn(name: FeatureName): boolean {
  return FEATURES[name];
}
