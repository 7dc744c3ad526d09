import { describe, expect, it } from 'vitest';
import type { TaskAttachment } from '@/contracts/work';
import { diffAssignees } from '@/features/work/task-dialog/model/assignees';
import { attachmentSizeText, groupAttachments } from '@/features/work/task-dialog/model/attachments';
import { vnLocalInput } from '@/features/work/task-dialog/model/local-time';
import { filesOf, pasteTarget } from '@/features/work/task-dialog/model/paste';
import { formatFileSize, formatFileSizePrecise } from '@/lib/format';

describe('diffAssignees', () => {
  it('sends only who was added and who was removed', () => {
    expect(diffAssignees([1, 2, 3], [2, 3, 4, 5])).toEqual({ added: [4, 5], removed: [1] });
  });
  it('nothing when the set is the same, whatever the order or repeats', () => {
    expect(diffAssignees([3, 1, 2], [1, 2, 3, 3])).toEqual({ added: [], removed: [] });
  });
  it('from nobody and to nobody', () => {
    expect(diffAssignees([], [7])).toEqual({ added: [7], removed: [] });
    expect(diffAssignees([7, 8], [])).toEqual({ added: [], removed: [7, 8] });
  });
});

const file = (id: number, originalFileName: string, fileSize: number | null = 100): TaskAttachment => ({
  id,
  fileUrl: `/api/files/FILE${String(id).padStart(8, '0')}`,
  fileType: null,
  originalFileName,
  fileSize,
});

describe('attachments', () => {
  it('grouped by extension in the spec’s order, empty groups left out', () => {
    const groups = groupAttachments([
      file(1, 'bao-cao.XLSX'),
      file(2, 'anh.JPG'),
      file(3, 'hop-dong.docx'),
      file(4, 'clip.mov'),
      file(5, 'ghi-chu'),
      file(6, 'so-do.pdf'),
      file(7, 'bang.csv'),
      file(8, 'cu.doc'),
      file(9, 'logo.svg'),
      file(10, 'nen.zip'),
    ]);
    expect(groups.map((g) => [g.group, g.label, g.files.map((f) => f.id)])).toEqual([
      ['image', 'Hình ảnh', [2, 9]],
      ['video', 'Video', [4]],
      ['pdf', 'PDF', [6]],
      ['docx', 'Word', [3, 8]],
      ['excel', 'Excel', [1, 7]],
      ['other', 'Khác', [5, 10]],
    ]);
    expect(groupAttachments([file(1, 'a.pdf')]).map((g) => g.group)).toEqual(['pdf']);
  });

  it('sizes in base 1024 with two decimals, Bytes to GB (spec 002 §9)', () => {
    expect(formatFileSizePrecise(0)).toBe('0 Bytes');
    expect(formatFileSizePrecise(1023)).toBe('1.023 Bytes');
    expect(formatFileSizePrecise(1024)).toBe('1,00 KB');
    expect(formatFileSizePrecise(23_552)).toBe('23,00 KB');
    expect(formatFileSizePrecise(1536)).toBe('1,50 KB');
    expect(formatFileSizePrecise(5 * 1024 * 1024 + 10 * 1024)).toBe('5,01 MB');
    expect(formatFileSizePrecise(1_610_612_736)).toBe('1,50 GB');
    expect(formatFileSizePrecise(3 * 1024 ** 4)).toBe('3.072,00 GB');
    expect(attachmentSizeText(file(1, 'a.png', 2048))).toBe('2,00 KB');
    expect(attachmentSizeText(file(1, 'a.png', null))).toBe('');
    // The library keeps its own style (spec 001 §9).
    expect(formatFileSize(23_552)).toBe('23,0 KB');
  });
});

describe('paste routing', () => {
  it('files go to the comment when its box is open, else to the task', () => {
    expect(pasteTarget({ fileCount: 2, commentBoxOpen: true })).toBe('comment');
    expect(pasteTarget({ fileCount: 1, commentBoxOpen: false })).toBe('task');
  });
  it('a paste without files (text) is left alone', () => {
    expect(pasteTarget({ fileCount: 0, commentBoxOpen: true })).toBeNull();
    expect(pasteTarget({ fileCount: 0, commentBoxOpen: false })).toBeNull();
  });
  it('reads the files of a clipboard, naming a pasted screenshot', () => {
    const shot = new File([new Uint8Array([1, 2])], 'image.png', { type: 'image/png' });
    const doc = new File([new Uint8Array([3])], 'bien-ban.pdf', { type: 'application/pdf' });
    const data = {
      items: [
        { kind: 'string', getAsFile: () => null },
        { kind: 'file', getAsFile: () => shot },
        { kind: 'file', getAsFile: () => doc },
      ],
      files: [],
    } as unknown as DataTransfer;
    expect(filesOf(data, () => 42).map((f) => f.name)).toEqual(['dan-42.png', 'bien-ban.pdf']);
    expect(
      filesOf({ items: [{ kind: 'string', getAsFile: () => null }], files: [] } as unknown as DataTransfer),
    ).toEqual([]);
    expect(filesOf(null)).toEqual([]);
  });
});

describe('vnLocalInput', () => {
  it('an instant the server answered becomes the form’s Vietnam wall clock', () => {
    expect(vnLocalInput('2026-11-24T17:30:00.000Z')).toBe('2026-11-25T00:30');
    expect(vnLocalInput('2026-11-25T08:15:00+07:00')).toBe('2026-11-25T08:15');
  });
  it('a zone-less value is already Vietnam time; nothing stays nothing', () => {
    expect(vnLocalInput('2026-11-25T08:15:00')).toBe('2026-11-25T08:15');
    expect(vnLocalInput(null)).toBe('');
    expect(vnLocalInput('không phải ngày')).toBe('');
  });
});
