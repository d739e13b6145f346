/**
 * The catalogue's nesting, worked out from the published categories and products alone (pure, so the
 * rules are unit-tested): a category shows only when it and every category above it are published,
 * and a product only when its category shows.
 */

export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
}

export interface ProductLeaf {
  id: number;
  categoryId: number;
}

/**
 * The categories visitors may see, from the published ones: a category whose parent (or any
 * ancestor) is hidden is hidden too, and a parent loop never counts as shown.
 */
export function shownCategories<C extends CategoryNode>(published: C[]): C[] {
  const byId = new Map(published.map((category) => [category.id, category]));
  const shown = (category: C): boolean => {
    const seen = new Set<number>();
    let current: C | undefined = category;
    while (current) {
      if (seen.has(current.id)) return false;
      seen.add(current.id);
      if (current.parentId === null) return true;
      current = byId.get(current.parentId);
    }
    return false;
  };
  return published.filter(shown);
}

/** The categories directly inside one (top-level ones for `null`), in the order given. */
export function childrenOf<C extends CategoryNode>(categories: C[], parentId: number | null): C[] {
  return categories.filter((category) => category.parentId === parentId);
}

/** A category and every category below it, by id. */
export function subtreeIds(categories: CategoryNode[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The products of a category and of every category below it. */
export function productsUnder<P extends ProductLeaf>(
  categories: CategoryNode[],
  products: P[],
  rootId: number,
): P[] {
  const ids = subtreeIds(categories, rootId);
  return products.filter((product) => ids.has(product.categoryId));
}

/** The chain from the top-level category down to this one (itself last); empty when it is not shown. */
export function ancestryOf<C extends CategoryNode>(categories: C[], id: number): C[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const chain: C[] = [];
  let current = byId.get(id);
  while (current && !chain.includes(current)) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}
