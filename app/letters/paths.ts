/** Where the letters live in Ma Boîte aux Lettres. */
export const LETTERS_PATH = "/love-words/lettres";
export const letterPath = (id: string) => `${LETTERS_PATH}/${encodeURIComponent(id)}`;
