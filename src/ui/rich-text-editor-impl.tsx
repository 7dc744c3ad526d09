// The chunk ./rich-text-editor.tsx loads on first render: tiptap, its Mantine toolbar and styles.
import '@mantine/tiptap/styles.css';
import { RichTextEditor as Mantine, type RichTextEditorLabels, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { useAuthFile } from './auth-file';
import { usePickImage } from './image-picker';
import type { RichTextEditorProps } from './rich-text-editor';

const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'In đậm',
  italicControlLabel: 'In nghiêng',
  underlineControlLabel: 'Gạch chân',
  strikeControlLabel: 'Gạch ngang',
  h2ControlLabel: 'Tiêu đề 2',
  h3ControlLabel: 'Tiêu đề 3',
  h4ControlLabel: 'Tiêu đề 4',
  bulletListControlLabel: 'Danh sách dấu chấm',
  orderedListControlLabel: 'Danh sách đánh số',
  blockquoteControlLabel: 'Trích dẫn',
  linkControlLabel: 'Chèn liên kết',
  unlinkControlLabel: 'Bỏ liên kết',
  undoControlLabel: 'Hoàn tác',
  redoControlLabel: 'Làm lại',
  linkEditorInputLabel: 'Địa chỉ liên kết',
  linkEditorInputPlaceholder: 'https://example.com/',
  linkEditorExternalLink: 'Mở liên kết trong thẻ mới',
  linkEditorInternalLink: 'Mở liên kết trong thẻ hiện tại',
  linkEditorSave: 'Lưu',
};

/** Our library's files (`/api/files/…`) need the bearer token: shown through an object URL. */
function ImageView({ node, selected }: NodeViewProps) {
  const src = String(node.attrs.src ?? '');
  const file = useAuthFile(src);
  return (
    <NodeViewWrapper as="span" style={{ display: 'inline-block', maxWidth: '100%' }}>
      <img
        src={file.objectUrl ?? undefined}
        alt={String(node.attrs.alt ?? '')}
        title={node.attrs.title ?? undefined}
        data-drag-handle
        style={{
          maxWidth: '100%',
          minHeight: file.status === 'ready' ? undefined : 48,
          background: file.status === 'ready' ? undefined : 'var(--mantine-color-gray-1)',
          outline: selected ? '2px solid var(--mantine-color-blue-5)' : undefined,
        }}
      />
    </NodeViewWrapper>
  );
}

const LibraryImage = Image.extend({
  addNodeView() {
    return ReactNodeViewRenderer(ImageView);
  },
});

function PickImageControl() {
  const pick = usePickImage();
  const { editor } = useRichTextEditorContext();
  if (!pick) return null;
  const insert = async () => {
    const file = await pick({ imagesOnly: true });
    if (file) editor?.chain().focus().setImage({ src: file.url, alt: file.title }).run();
  };
  return (
    <Mantine.Control onClick={() => void insert()} aria-label="Chèn ảnh từ thư viện" title="Chèn ảnh từ thư viện">
      <IconPhoto stroke={1.5} size={16} />
    </Mantine.Control>
  );
}

type ImplProps = Omit<RichTextEditorProps, 'label' | 'description' | 'error' | 'required'> & {
  labelledBy?: string;
  invalid: boolean;
};

export default function RichTextEditorImpl({
  value,
  onChange,
  height = 300,
  disabled = false,
  placeholder,
  labelledBy,
  invalid,
}: ImplProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The HTML this editor last produced: a `value` equal to it is our own echo, not new content.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      LibraryImage.configure({ inline: false }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // Content replaced from outside (an article loaded, a generation arrived): take it, without
  // resetting the cursor on our own echoes.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Mantine
      editor={editor}
      labels={LABELS}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Mantine.Toolbar sticky stickyOffset="var(--app-shell-header-height, 0px)">
        <Mantine.ControlsGroup>
          <Mantine.Bold />
          <Mantine.Italic />
          <Mantine.Underline />
          <Mantine.Strikethrough />
        </Mantine.ControlsGroup>
        <Mantine.ControlsGroup>
          <Mantine.H2 />
          <Mantine.H3 />
          <Mantine.H4 />
        </Mantine.ControlsGroup>
        <Mantine.ControlsGroup>
          <Mantine.BulletList />
          <Mantine.OrderedList />
          <Mantine.Blockquote />
        </Mantine.ControlsGroup>
        <Mantine.ControlsGroup>
          <Mantine.Link />
          <Mantine.Unlink />
          <PickImageControl />
        </Mantine.ControlsGroup>
        <Mantine.ControlsGroup>
          <Mantine.Undo />
          <Mantine.Redo />
        </Mantine.ControlsGroup>
      </Mantine.Toolbar>
      <Mantine.Content style={{ height, overflowY: 'auto' }} />
    </Mantine>
  );
}
