/** Lower-case, accent-free text for client-side matching ('Pokémons' matches 'pokemon'). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}
