export interface CatalogueNode {
  id: number;
  name: string;
  parent_id: number;
  jump_url: string;
  children: CatalogueNode[];
}

export interface CatalogueData {
  /** The contribution channel (贡献榜), listed second, after latest; it is a map channel left out of `maps`. */
  contribute: CatalogueNode[];
  positions: CatalogueNode[];
  maps: CatalogueNode[];
}
