import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { BoardPage, type BoardSearch } from '@/features/work/board/components/board-page';
import { idParam, searchParams } from '@/lib/search-params';

/**
 * `openTask`: the task open in view mode (statistics and notifications link here);
 * `commentId` or `focusComment`: the comment its dialog highlights (spec 002 §2.1).
 */
const boardSearch = searchParams({ openTask: idParam(), commentId: idParam(), focusComment: idParam() });

/** The workspace id; anything that is not a positive integer reads as 0 (the board says it is not found). */
const parseBoardParams = (raw: Record<string, string>) => {
  const id = Number(raw.id);
  return { id: Number.isSafeInteger(id) && id > 0 ? id : 0 };
};

export const Route = createFileRoute('/_app/bang-phan-chia-cong-viec/$id')({
  staticData: metaFor('/bang-phan-chia-cong-viec/$id'),
  params: { parse: parseBoardParams, stringify: (p: { id: number }) => ({ id: String(p.id) }) },
  validateSearch: boardSearch,
  component: BoardRoute,
});

function BoardRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (next: BoardSearch) => void navigate({ search: next, replace: next.openTask === undefined }),
    [navigate],
  );
  return <BoardPage workspaceId={id} search={search} onSearch={onSearch} />;
}
