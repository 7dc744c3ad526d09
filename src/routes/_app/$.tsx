import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { NotFoundInShell } from '@/app/route-views';

// Unknown addresses match here rather than at the root, so the 404 keeps the sidebar and header
// (issue 13: an old notification link left the user on a bare page).
export const Route = createFileRoute('/_app/$')({
  staticData: metaFor('/$'),
  component: NotFoundInShell,
});
