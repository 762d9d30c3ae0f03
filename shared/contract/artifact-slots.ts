/**
 * The slots of the publisher's artifact_list component, in its order and keys (no schema library
 * here: the editor imports it).
 */
export const ARTIFACT_SLOTS = ['flower_of_life', 'plume_of_death', 'sands_of_eon', 'goblet_of_eonothem', 'circlet_of_logos'] as const;
export type ArtifactSlot = (typeof ARTIFACT_SLOTS)[number];
