/**
 * What the shop's catalog caches have built since the process started (every store it runs): a product's answer
 * serialised, the shop's front (categories and cards) loaded, a page of the shop list read from the database. Tests
 * and benchmarks read it to see what a sale costs.
 */
export const cacheWork = { productAnswersBuilt: 0, shopFrontsLoaded: 0, shopPagesRead: 0 };
