import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';

// tiptap + ProseMirror are ≈ 100 KiB gzip: a screen with an editor loads them when the editor
// first renders (the chunk is precached, so offline too), never in a first load.
const Editor = lazy(() => import('./rich-text-editor-impl'));

export interface RichTextEditorProps {
  /** The content as HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Height of the writing area (the toolbar comes on top); it scrolls beyond. */
  height?: number | string;
  label?: React.ReactNode;
  description?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A rich text field (headings, lists, quotes, links, images from the media library) that looks and
 * labels like a Mantine input: `label`, `description`, `error`, `required`. HTML in, HTML out; the
 * server sanitises it before storing or sending it anywhere.
 */
export function RichTextEditor({ label, description, error, required, height = 300, ...props }: RichTextEditorProps) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      labelProps={{ id: `${id}-label`, htmlFor: undefined, component: 'div' }}
    >
      <Suspense fallback={<Skeleton h={typeof height === 'number' ? height + 44 : height} radius="sm" />}>
        <Editor {...props} height={height} labelledBy={label ? `${id}-label` : undefined} invalid={Boolean(error)} />
      </Suspense>
    </Input.Wrapper>
  );
}
