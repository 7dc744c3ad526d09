import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { WriterPage } from '@/features/articles/writer/components/writer-page';
import { idParam, searchParams } from '@/lib/search-params';

/** `step`: the wizard step to open (1–6; anything else opens the article's own step, §2). */
const writerSearch = searchParams({ step: idParam() });

/** The article id; anything that is not a positive integer reads as 0 (the writer says it is not found). */
const parseWriterParams = (raw: Record<string, string>) => {
  const id = Number(raw.id);
  return { id: Number.isSafeInteger(id) && id > 0 ? id : 0 };
};

export const Route = createFileRoute('/_app/ai-writer_/$id')({
  staticData: metaFor('/ai-writer/$id'),
  params: { parse: parseWriterParams, stringify: (p: { id: number }) => ({ id: String(p.id) }) },
  validateSearch: writerSearch,
  component: WriterRoute,
});

function WriterRoute() {
  const { id } = Route.useParams();
  const { step } = Route.useSearch();
  // Keyed by the article: another article's writer starts from its own state.
  return <WriterPage key={id} id={id} step={step} />;
}
