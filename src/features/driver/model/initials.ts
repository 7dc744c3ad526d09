/**
 * The letters the driver's header shows without a photo: as Mantine's Avatar did (the header
 * draws its own since), the first letters of the first two words, or the first two of one word.
 */
export function initialsOf(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
