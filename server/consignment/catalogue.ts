import { BRANDS, CATEGORIES, PRODUCTS, SERIES, type Product } from '../db/seed/catalogue-data';

/** Lookups over the constant catalogue (server/db/seed/catalogue-data.ts). */

const byId = <T extends { id: number }>(list: readonly T[], id: number) =>
  list.find((entry) => entry.id === id);

export function productSummary(product: Product) {
  const series = byId(SERIES, product.seriesId);
  const largest = product.storages[product.storages.length - 1]?.[1] ?? 0;
  return {
    id: product.id,
    name: product.name,
    brandName: byId(BRANDS, series?.brandId ?? 0)?.name ?? '',
    seriesName: series?.name ?? '',
    categoryName: byId(CATEGORIES, series?.categoryId ?? 0)?.name ?? '',
    maxPriceCents: product.basePriceCents + largest,
  };
}

export const brandsOfCategory = (categoryId: number) =>
  BRANDS.filter((brand) => brand.categoryIds.includes(categoryId)).map(({ id, name }) => ({
    id,
    name,
  }));

export function seriesWithProducts(categoryId: number, brandId: number) {
  return SERIES.filter((s) => s.categoryId === categoryId && s.brandId === brandId).map((s) => ({
    id: s.id,
    name: s.name,
    products: PRODUCTS.filter((p) => p.seriesId === s.id).map(productSummary),
  }));
}

export const productsOfSeries = (seriesId: number) =>
  PRODUCTS.filter((p) => p.seriesId === seriesId).map(productSummary);

/** Every word of the keyword (split on spaces) found in the model, brand or series name. */
export function searchProducts(keyword: string) {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return PRODUCTS.map(productSummary).filter((summary) => {
    const text = `${summary.brandName} ${summary.seriesName} ${summary.name}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A SKU is a model with one storage and one colour: its id packs the three. */
export function skuOf(product: Product, storageIndex: number, colourIndex: number) {
  const storage = product.storages[storageIndex];
  const colour = product.colours[colourIndex];
  if (!storage || colour === undefined) return undefined;
  return {
    skuId: product.id * 100 + storageIndex * 10 + colourIndex,
    skuName: `${storage[0]} ${colour}`,
    storage: storage[0],
    colour,
  };
}
