/**
 * The page list the plugin writes beside the index (`pagefind/pages.json`) and the browser
 * reads: every indexed page's address, title and section, by Pagefind's page id.
 */
export interface PageList {
  /** The sections, in the order of src/data/search.ts. */
  sections: string[];
  /** By Pagefind's page id (its fragment's name): [address, title, index in `sections`]. */
  pages: Record<string, [string, string, number]>;
}
