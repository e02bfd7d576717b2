import type { CategoryMeta } from './category-files'
import type { GeneratedIndexInput } from './page-props'
import { routeKey } from './paths'
import { findCategory, type SidebarItem } from './sidebar'

/** Routes of the categories' generated index pages (`/docs/category/<slug>`). */
export function generatedIndexRoutes(categories: CategoryMeta[]): string[] {
  return categories.flatMap((category) =>
    category.link?.type === 'generated-index' ? [routeKey(category.link.route)] : [],
  )
}

/** The generated index page at a route: the category's title, description and items, or undefined. */
export function findGeneratedIndex(
  categories: CategoryMeta[],
  sidebar: SidebarItem[],
  route: string,
): GeneratedIndexInput | undefined {
  const key = routeKey(route)
  const category = categories.find(
    (candidate) => candidate.link?.type === 'generated-index' && routeKey(candidate.link.route) === key,
  )
  if (category?.link?.type !== 'generated-index') return undefined
  return {
    route: key,
    title: category.link.title ?? category.label,
    description: category.link.description ?? category.description ?? null,
    keywords: category.link.keywords,
    image: category.link.image ?? null,
    items: findCategory(sidebar, key)?.items ?? [],
  }
}
