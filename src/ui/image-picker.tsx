/**
 * The image library as a picker for any screen (spec 000 §2 "also a picker for other screens"),
 * without the screen depending on the media feature: the console layout provides the picker, a
 * screen asks for it with `usePickImage()` and awaits the chosen file (null when cancelled).
 */
import { createContext, useContext } from 'react';

export type PickedFile = { url: string; title: string; mime: string };

export type PickImageOptions = {
  /** The folder to open (e.g. 'user' for avatars); the user may switch unless `lockFolder`. */
  folder?: string;
  lockFolder?: boolean;
  /** Offer images only (an avatar, a vehicle photo). */
  imagesOnly?: boolean;
};

export type PickImage = (options?: PickImageOptions) => Promise<PickedFile | null>;

export const ImagePickerContext = createContext<PickImage | null>(null);

/** The picker, or null outside the console (the screen then offers upload only). */
export const usePickImage = () => useContext(ImagePickerContext);
