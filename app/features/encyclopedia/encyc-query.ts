/**
 * The encyclopedia's view in the URL, so a filtered view can be shared: ?menu=ID, one
 * ?filter=group/option per chosen value (one per group), ?page=N.
 */
export interface EncycView {
  menuId: number | undefined;
  filters: string[];
  page: number;
}

const isId = (value: string | null) => value !== null && /^\d{1,15}$/.test(value);

export function readEncycView(params: URLSearchParams): EncycView {
  const menu = params.get('menu');
  const page = params.get('page');
  const filters = [...new Set(params.getAll('filter').filter((value) => /^[^/]+\/.+$/.test(value) && value.length <= 100))].slice(0, 20);
  return {
    menuId: isId(menu) ? Number(menu) : undefined,
    filters,
    page: isId(page) && Number(page) >= 1 && Number(page) <= 100_000 ? Number(page) : 1,
  };
}

/** The query of a view (presentation flags are added by the wiki's href builder). */
export function encycQuery(view: { menuId: number; filters: string[]; page: number }): URLSearchParams {
  const params = new URLSearchParams({ menu: String(view.menuId) });
  for (const filter of view.filters) params.append('filter', filter);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Chooses one option of a group (replacing the group's other choice), or clears the group (option null). */
export function chooseFilter(filters: string[], group: string, option: string | null): string[] {
  const rest = filters.filter((value) => !value.startsWith(`${group}/`));
  return option === null ? rest : [...rest, `${group}/${option}`];
}
