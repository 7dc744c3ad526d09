import { Modal } from '@mantine/core';
import type { PickedFile, PickImageOptions } from '@/ui/image-picker';
import { MediaBrowser } from './media-browser';

/** The image library as a modal picker (spec 000 §2): choosing a file closes it with that file. */
export default function ImageLibraryModal({
  options,
  onDone,
}: {
  options: PickImageOptions;
  onDone: (file: PickedFile | null) => void;
}) {
  return (
    <Modal opened onClose={() => onDone(null)} title="Thư viện ảnh" size="80rem">
      <MediaBrowser
        layout="picker"
        initialFolder={options.folder}
        lockFolder={options.lockFolder}
        imagesOnly={options.imagesOnly}
        onInsert={(file) => onDone({ url: file.url, title: file.title, mime: file.mime })}
      />
    </Modal>
  );
}
