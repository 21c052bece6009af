/** How many products a category holds, in the back office's list and before a delete it would refuse. */
export const adminCategoriesCountEn = {
  "admin.categories.colProducts": "Products",
  "admin.categories.productCount": { one: "{count} product", other: "{count} products" },
  "admin.categories.deleteBlocked": "Can be deleted once it holds no products",
  "admin.categories.hasProducts": {
    one: "\"{name}\" still has 1 product. Move it to another category or delete it first; then the category can be deleted.",
    other:
      "\"{name}\" still has {count} products. Move them to another category or delete them first; then the category can be deleted.",
  },
} as const;
