/** Keys of the image library; any change invalidates `all` (folders' counts and the open folder's pages). */
export const mediaKeys = {
  all: ['media'] as const,
  folders: () => [...mediaKeys.all, 'folders'] as const,
  files: (folder: string, params: { page: number; q?: string }) => [...mediaKeys.all, 'files', folder, params] as const,
};
