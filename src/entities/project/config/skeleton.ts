/** docs/product.md §9: three card skeletons while a page of projects loads. */
export const PROJECT_SKELETON_COUNT = 3;
