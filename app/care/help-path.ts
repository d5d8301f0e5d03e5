/** Where the help page is: linked from every page's header and footer (decision 0102). */
export const HELP_PATH = "/aide";
