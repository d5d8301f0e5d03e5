/** Where the letters live in Ma boîte aux lettres. */
export const LETTERS_PATH = "/love-words/lettres";
export const letterPath = (id: string) => `${LETTERS_PATH}/${encodeURIComponent(id)}`;
