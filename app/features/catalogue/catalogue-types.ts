export interface CatalogueNode {
  id: number;
  name: string;
  parent_id: number;
  jump_url: string;
  children: CatalogueNode[];
}

export interface CatalogueData {
  positions: CatalogueNode[];
  maps: CatalogueNode[];
}
