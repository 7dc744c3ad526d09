/** The workspaces search (spec 002 §2.2, on the client): case- and accent-insensitive, on the title. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();

export const matchesTitle = (title: string, search: string) => {
  const q = fold(search);
  return q === '' || fold(title).includes(q);
};
