/** The material map of an entry page: entry pages by id (id, icon_url, name), from the entry pages batch. */
export interface MaterialBrief {
  id: number;
  name: string;
  icon_url: string;
}

export type MaterialMap = Record<number, MaterialBrief>;

/** Builds the map from the batch's answer (keyed by id). */
export function materialMapOf(briefs: readonly MaterialBrief[]): MaterialMap {
  const map: MaterialMap = {};
  for (const brief of briefs) map[brief.id] = brief;
  return map;
}

/**
 * Adds a custom material: only when it has an id, is not already listed and is
 * not already in the map. Answers the same map when nothing is added.
 */
export function withCustomMaterial(map: MaterialMap, listedIds: readonly number[], custom: Partial<MaterialBrief> | undefined): MaterialMap {
  if (!custom?.id) return map;
  if (listedIds.includes(custom.id) || custom.id in map) return map;
  return { ...map, [custom.id]: { id: custom.id, name: custom.name ?? '', icon_url: custom.icon_url ?? '' } };
}
